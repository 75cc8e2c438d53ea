DROP INDEX "game_rounds_rank_idx";--> statement-breakpoint
CREATE INDEX "game_rounds_rank_idx" ON "game_rounds" USING btree ("course_id","level_id","mode","score","finished_at");