CREATE TABLE "app_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "class_cards" (
	"card_id" text PRIMARY KEY NOT NULL,
	"role_id" text NOT NULL,
	"group_id" text NOT NULL,
	"school_user_id" text NOT NULL,
	"code" text NOT NULL,
	"generation" integer DEFAULT 1 NOT NULL,
	"pictures" text NOT NULL,
	"misses" integer DEFAULT 0 NOT NULL,
	"locked_at" timestamp with time zone,
	"student_no" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "class_codes" (
	"group_id" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "class_cards" ADD CONSTRAINT "class_cards_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_cards" ADD CONSTRAINT "class_cards_group_id_study_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."study_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_cards" ADD CONSTRAINT "class_cards_school_user_id_users_id_fk" FOREIGN KEY ("school_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_codes" ADD CONSTRAINT "class_codes_group_id_study_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."study_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "class_cards_code" ON "class_cards" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "class_cards_role" ON "class_cards" USING btree ("role_id");--> statement-breakpoint
CREATE INDEX "class_cards_group_idx" ON "class_cards" USING btree ("group_id");--> statement-breakpoint
CREATE UNIQUE INDEX "class_codes_code" ON "class_codes" USING btree ("code");