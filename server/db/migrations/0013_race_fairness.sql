ALTER TABLE "race_racers" ADD COLUMN "arrived_ms" integer;--> statement-breakpoint
ALTER TABLE "race_racers" ADD COLUMN "review" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "race_racers" ADD COLUMN "shift_ms" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "race_racers" SET "arrived_ms" = "finish_ms" WHERE "finish_ms" IS NOT NULL;
