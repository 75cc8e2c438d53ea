CREATE TABLE "race_racers" (
	"race_id" text NOT NULL,
	"role_id" text NOT NULL,
	"lane" integer NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"joined_at" timestamp with time zone NOT NULL,
	"log" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"keys" integer DEFAULT 0 NOT NULL,
	"progress" real DEFAULT 0 NOT NULL,
	"cpm" real DEFAULT 0 NOT NULL,
	"accuracy" real DEFAULT 100 NOT NULL,
	"correct" integer DEFAULT 0 NOT NULL,
	"wrong" integer DEFAULT 0 NOT NULL,
	"finish_ms" integer,
	"place" integer,
	"epoch" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "race_racers_race_id_role_id_pk" PRIMARY KEY("race_id","role_id")
);
--> statement-breakpoint
CREATE TABLE "races" (
	"id" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"group_id" text NOT NULL,
	"teacher_role_id" text NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"chapter_id" text,
	"activity" jsonb NOT NULL,
	"state" text DEFAULT 'lobby' NOT NULL,
	"end_reason" text,
	"limit_seconds" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "race_racers" ADD CONSTRAINT "race_racers_race_id_races_id_fk" FOREIGN KEY ("race_id") REFERENCES "public"."races"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "race_racers" ADD CONSTRAINT "race_racers_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "races" ADD CONSTRAINT "races_group_id_study_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."study_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "races" ADD CONSTRAINT "races_teacher_role_id_roles_id_fk" FOREIGN KEY ("teacher_role_id") REFERENCES "public"."roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "race_racers_lane_idx" ON "race_racers" USING btree ("race_id","lane");--> statement-breakpoint
CREATE UNIQUE INDEX "races_open_code_idx" ON "races" USING btree ("code") WHERE "races"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "races_group_idx" ON "races" USING btree ("group_id","created_at");--> statement-breakpoint
CREATE INDEX "races_open_idx" ON "races" USING btree ("state","expires_at");