CREATE TABLE "invoice_counters" (
	"issuer" text PRIMARY KEY NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "invoice_counters_in_range" CHECK ("invoice_counters"."last_number" >= 0 and "invoice_counters"."last_number" <= 2000000000)
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"issuer" text NOT NULL,
	"number" text NOT NULL,
	"provider_id" uuid NOT NULL,
	"order_id" uuid,
	"buyer_user_id" uuid,
	"refers_to_id" uuid,
	"refund_id" uuid,
	"period" text,
	"seller" jsonb NOT NULL,
	"buyer" jsonb NOT NULL,
	"lines" jsonb NOT NULL,
	"vat_bp" integer NOT NULL,
	"base" integer NOT NULL,
	"vat" integer NOT NULL,
	"total" integer NOT NULL,
	"currency" text NOT NULL,
	"tax_event_at" timestamp with time zone NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_kind" CHECK ("invoices"."kind" in ('invoice', 'credit_note', 'commission')),
	CONSTRAINT "invoices_number_digits" CHECK ("invoices"."number" ~ '^[0-9]{10}$'),
	CONSTRAINT "invoices_amounts" CHECK ("invoices"."base" + "invoices"."vat" = "invoices"."total" and "invoices"."total" > 0 and "invoices"."vat" >= 0),
	CONSTRAINT "invoices_credit_refers" CHECK (("invoices"."kind" = 'credit_note') = ("invoices"."refers_to_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "company_mol" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_buyer_user_id_users_id_fk" FOREIGN KEY ("buyer_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_refers_to_id_invoices_id_fk" FOREIGN KEY ("refers_to_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_issuer_number_uq" ON "invoices" USING btree ("issuer","number");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_order_provider_uq" ON "invoices" USING btree ("order_id","provider_id") WHERE "invoices"."kind" = 'invoice';--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_refund_uq" ON "invoices" USING btree ("refund_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_commission_period_uq" ON "invoices" USING btree ("provider_id","period") WHERE "invoices"."kind" = 'commission';--> statement-breakpoint
CREATE INDEX "invoices_provider_idx" ON "invoices" USING btree ("provider_id","issued_at");--> statement-breakpoint
CREATE INDEX "invoices_buyer_idx" ON "invoices" USING btree ("buyer_user_id");--> statement-breakpoint
CREATE INDEX "invoices_order_idx" ON "invoices" USING btree ("order_id");