ALTER TABLE "orders" ADD COLUMN "original_currency" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "original_total" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_original_paired" CHECK (("orders"."original_currency" is null) = ("orders"."original_total" is null));--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "original_currency" text;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "original_amount" integer;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_original_paired" CHECK (("payouts"."original_currency" is null) = ("payouts"."original_amount" is null));--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "original_currency" text;--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "original_amount" integer;--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_original_paired" CHECK (("promotions"."original_currency" is null) = ("promotions"."original_amount" is null));--> statement-breakpoint
CREATE TABLE "stored_currency" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"currency" text NOT NULL,
	"converted_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stored_currency_one_row" CHECK ("stored_currency"."id"),
	CONSTRAINT "stored_currency_known" CHECK ("stored_currency"."currency" in ('EUR', 'BGN'))
);
--> statement-breakpoint
-- an installation upgraded with amounts stored: until now every amount was in leva (stotinki)
INSERT INTO "stored_currency" ("currency")
SELECT 'BGN'
WHERE EXISTS (SELECT 1 FROM "courses") OR EXISTS (SELECT 1 FROM "orders")
  OR EXISTS (SELECT 1 FROM "promotions") OR EXISTS (SELECT 1 FROM "payouts");
