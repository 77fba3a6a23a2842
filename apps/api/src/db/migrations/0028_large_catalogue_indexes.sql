CREATE INDEX "courses_city_idx" ON "courses" USING btree ("city_id") WHERE status = 'approved';--> statement-breakpoint
CREATE INDEX "courses_provider_category_idx" ON "courses" USING btree ("provider_id","category_id","status");--> statement-breakpoint
CREATE INDEX "courses_provider_start_idx" ON "courses" USING btree ("provider_id","starts_at","id") WHERE status = 'approved';--> statement-breakpoint
CREATE INDEX "courses_provider_updated_idx" ON "courses" USING btree ("provider_id","updated_at" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "courses_status_updated_idx" ON "courses" USING btree ("status","updated_at" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "courses_sitemap_idx" ON "courses" USING btree ("slug") INCLUDE ("updated_at","provider_id") WHERE status = 'approved';