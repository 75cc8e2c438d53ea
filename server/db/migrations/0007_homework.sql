CREATE TABLE "homework_assignments" (
	"id" text PRIMARY KEY NOT NULL,
	"group_id" text NOT NULL,
	"created_by" text NOT NULL,
	"kind" text NOT NULL,
	"item_key" text NOT NULL,
	"due_day" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "homework_assignments" ADD CONSTRAINT "homework_assignments_group_id_study_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."study_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homework_assignments" ADD CONSTRAINT "homework_assignments_created_by_roles_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "homework_group_item_live" ON "homework_assignments" USING btree ("group_id","item_key") WHERE "homework_assignments"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "homework_group_idx" ON "homework_assignments" USING btree ("group_id","created_at");