CREATE TABLE "key_totals" (
	"role_id" text NOT NULL,
	"code" text NOT NULL,
	"hit" integer NOT NULL,
	"miss" integer NOT NULL,
	CONSTRAINT "key_totals_role_id_code_pk" PRIMARY KEY("role_id","code")
);
--> statement-breakpoint
ALTER TABLE "key_totals" ADD CONSTRAINT "key_totals_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
INSERT INTO "key_totals" ("role_id", "code", "hit", "miss")
SELECT s."role_id", k.key, coalesce(sum((k.value->>'hit')::int), 0), coalesce(sum((k.value->>'miss')::int), 0)
FROM (
  SELECT "role_id", "key_stats" AS stats FROM "chapter_attempts"
  UNION ALL
  SELECT "role_id", "key_stats" FROM "game_rounds" WHERE "finished_at" IS NOT NULL AND "key_stats" IS NOT NULL
) s, jsonb_each(s.stats) AS k
GROUP BY s."role_id", k.key;
