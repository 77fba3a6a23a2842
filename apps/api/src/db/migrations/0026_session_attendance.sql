CREATE TABLE "session_attendance" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid NOT NULL,
	"order_item_id" uuid NOT NULL,
	"present" boolean NOT NULL,
	"marked_by_user_id" uuid,
	"marked_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "revoke_cause" text;--> statement-breakpoint
ALTER TABLE "session_attendance" ADD CONSTRAINT "session_attendance_session_id_course_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."course_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_attendance" ADD CONSTRAINT "session_attendance_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_attendance" ADD CONSTRAINT "session_attendance_marked_by_user_id_users_id_fk" FOREIGN KEY ("marked_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "session_attendance_uq" ON "session_attendance" USING btree ("session_id","order_item_id");--> statement-breakpoint
CREATE INDEX "session_attendance_item_idx" ON "session_attendance" USING btree ("order_item_id");--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_revoke_cause" CHECK ("certificates"."revoke_cause" is null or "certificates"."revoke_cause" in ('provider', 'refund'));