CREATE TABLE "game_bests" (
	"role_id" text NOT NULL,
	"course_id" text NOT NULL,
	"level_id" text NOT NULL,
	"mode" text NOT NULL,
	"score" integer NOT NULL,
	"finished_at" timestamp with time zone NOT NULL,
	CONSTRAINT "game_bests_role_id_course_id_level_id_mode_pk" PRIMARY KEY("role_id","course_id","level_id","mode")
);
--> statement-breakpoint
ALTER TABLE "game_bests" ADD CONSTRAINT "game_bests_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "game_bests_rank_idx" ON "game_bests" USING btree ("course_id","level_id","mode","score","finished_at");--> statement-breakpoint
INSERT INTO "game_bests" ("role_id", "course_id", "level_id", "mode", "score", "finished_at")
SELECT DISTINCT ON ("role_id", "course_id", "level_id", "mode") "role_id", "course_id", "level_id", "mode", "score", "finished_at"
FROM "game_rounds" WHERE "finished_at" IS NOT NULL AND "score" IS NOT NULL
ORDER BY "role_id", "course_id", "level_id", "mode", "score" DESC, "finished_at" ASC;
