ALTER TABLE "game_rounds" ADD COLUMN "submissions" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD COLUMN "refusals" integer DEFAULT 0 NOT NULL;