CREATE TABLE "class_settings" (
	"group_id" text PRIMARY KEY NOT NULL,
	"allow_backspace" boolean DEFAULT true NOT NULL,
	"show_keyboard" boolean DEFAULT true NOT NULL,
	"show_hands" boolean DEFAULT true NOT NULL,
	"stars_to_open" integer DEFAULT 0 NOT NULL,
	"open_courses" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "class_settings" ADD CONSTRAINT "class_settings_group_id_study_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."study_groups"("id") ON DELETE no action ON UPDATE no action;