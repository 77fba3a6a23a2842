ALTER TABLE "orders" ADD COLUMN "invoice_requested" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "vat_registered" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- ADR 036: the flag starts as ADR 031 inferred it, from a VAT number that starts with BG
UPDATE "providers" SET "vat_registered" = true WHERE upper(btrim("vat_id")) LIKE 'BG%';
