CREATE TABLE "attempt_logs" (
	"attempt_id" text PRIMARY KEY NOT NULL,
	"role_id" text NOT NULL,
	"entries" integer NOT NULL,
	"raw_bytes" integer NOT NULL,
	"log" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "attempt_logs" ADD CONSTRAINT "attempt_logs_attempt_id_chapter_attempts_attempt_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."chapter_attempts"("attempt_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attempt_logs" ADD CONSTRAINT "attempt_logs_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attempt_logs_role_idx" ON "attempt_logs" USING btree ("role_id");