ALTER TABLE "courses" ADD COLUMN "submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "decided_by_user_id" uuid;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_decided_by_user_id_users_id_fk" FOREIGN KEY ("decided_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;