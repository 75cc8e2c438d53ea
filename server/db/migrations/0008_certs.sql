CREATE TABLE "certificates" (
	"code" text PRIMARY KEY NOT NULL,
	"role_id" text NOT NULL,
	"kind" text NOT NULL,
	"subject" text NOT NULL,
	"role_name" text NOT NULL,
	"title" text NOT NULL,
	"figures" jsonb NOT NULL,
	"achieved_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "medals" (
	"role_id" text NOT NULL,
	"medal_id" text NOT NULL,
	"earned_at" timestamp with time zone NOT NULL,
	"seen_at" timestamp with time zone,
	CONSTRAINT "medals_role_id_medal_id_pk" PRIMARY KEY("role_id","medal_id")
);
--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medals" ADD CONSTRAINT "medals_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_role_kind_subject" ON "certificates" USING btree ("role_id","kind","subject");--> statement-breakpoint
CREATE INDEX "certificates_role_idx" ON "certificates" USING btree ("role_id","achieved_at");