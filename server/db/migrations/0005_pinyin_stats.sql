ALTER TABLE "chapter_attempts" ADD COLUMN "pinyin_stats" jsonb;--> statement-breakpoint
ALTER TABLE "weak_practices" ADD COLUMN "kind" text DEFAULT 'keys' NOT NULL;--> statement-breakpoint
ALTER TABLE "weak_practices" ADD COLUMN "items" jsonb;