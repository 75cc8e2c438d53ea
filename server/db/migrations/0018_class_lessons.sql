CREATE TABLE "class_lessons" (
	"id" text PRIMARY KEY NOT NULL,
	"group_id" text NOT NULL,
	"created_by" text NOT NULL,
	"title" text NOT NULL,
	"kind" text NOT NULL,
	"source" text NOT NULL,
	"activity" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "class_lessons" ADD CONSTRAINT "class_lessons_group_id_study_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."study_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_lessons" ADD CONSTRAINT "class_lessons_created_by_roles_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "class_lessons_group_idx" ON "class_lessons" USING btree ("group_id","created_at");