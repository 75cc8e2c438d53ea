CREATE UNIQUE INDEX "users_username_lower" ON "users" USING btree (lower("username"));--> statement-breakpoint
CREATE INDEX "vip_orders_user_idx" ON "vip_orders" USING btree ("user_id");