DROP INDEX "courses_starts_at_idx";--> statement-breakpoint
DROP INDEX "courses_rating_idx";--> statement-breakpoint
CREATE INDEX "courses_start_idx" ON "courses" USING btree ("starts_at","id") INCLUDE ("provider_id","category_id","subcategory_id","language","city_id","price","types","audience") WHERE status = 'approved';--> statement-breakpoint
CREATE INDEX "courses_on_demand_start_idx" ON "courses" USING btree ("starts_at","id") WHERE status = 'approved' and 'on_demand' = any(types);--> statement-breakpoint
CREATE INDEX "courses_newest_idx" ON "courses" USING btree ("published_at" DESC NULLS FIRST,"id") WHERE status = 'approved';--> statement-breakpoint
CREATE INDEX "courses_latest_idx" ON "courses" USING btree ("created_at" DESC NULLS FIRST,"id") WHERE status = 'approved';--> statement-breakpoint
CREATE INDEX "courses_bestsellers_idx" ON "courses" USING btree ("sold_count" DESC NULLS FIRST,"rating_count" DESC NULLS FIRST,"id") WHERE status = 'approved';--> statement-breakpoint
CREATE INDEX "courses_hot_idx" ON "courses" USING btree ("rating_count" DESC NULLS FIRST,"sold_count" DESC NULLS FIRST,"id") WHERE status = 'approved';--> statement-breakpoint
CREATE INDEX "courses_rating_idx" ON "courses" USING btree ("rating_avg_x100" DESC NULLS FIRST,"rating_count" DESC NULLS FIRST,"id") WHERE status = 'approved';