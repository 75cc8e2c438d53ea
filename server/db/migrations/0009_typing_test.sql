CREATE TABLE "typing_tests" (
	"id" text PRIMARY KEY NOT NULL,
	"role_id" text NOT NULL,
	"kind" text NOT NULL,
	"minutes" integer NOT NULL,
	"duration_ms" integer NOT NULL,
	"band" integer NOT NULL,
	"seed" bigint NOT NULL,
	"activity" jsonb NOT NULL,
	"day" date NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"cpm" integer,
	"accuracy" real,
	"grade" integer,
	"figures" jsonb,
	"log" jsonb,
	"submissions" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "typing_tests" ADD CONSTRAINT "typing_tests_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "typing_tests_role_idx" ON "typing_tests" USING btree ("role_id","kind","finished_at");