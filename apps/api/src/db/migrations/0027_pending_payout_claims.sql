ALTER TABLE "payouts" ADD COLUMN "attempted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "claimed_until" timestamp with time zone;--> statement-breakpoint
-- a payout left pending before this migration: its key was first used when it was made, and nobody holds it
UPDATE "payouts" SET "attempted_at" = "created_at" WHERE "status" = 'pending';
