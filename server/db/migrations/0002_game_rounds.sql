CREATE TABLE "game_rounds" (
	"id" text PRIMARY KEY NOT NULL,
	"role_id" text NOT NULL,
	"course_id" text NOT NULL,
	"level_id" text NOT NULL,
	"render_engine" text NOT NULL,
	"mode" text DEFAULT 'level' NOT NULL,
	"seed" bigint NOT NULL,
	"day" date NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"score" integer,
	"stars" integer,
	"accuracy" real,
	"correct" integer,
	"wrong" integer,
	"max_combo" integer,
	"duration_ms" integer,
	"key_stats" jsonb,
	"log" jsonb
);
--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "game_rounds_role_idx" ON "game_rounds" USING btree ("role_id","started_at");--> statement-breakpoint
CREATE INDEX "game_rounds_rank_idx" ON "game_rounds" USING btree ("course_id","level_id","mode","score");