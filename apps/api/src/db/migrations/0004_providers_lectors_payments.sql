CREATE TABLE "provider_applications" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"step" integer DEFAULT 0 NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"logo_file_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"gateway" text NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone,
	CONSTRAINT "payment_events_event_id_unique" UNIQUE("event_id")
);
--> statement-breakpoint
CREATE TABLE "sandbox_account_links" (
	"token" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"return_url" text NOT NULL,
	"refresh_url" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sandbox_accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"country" text DEFAULT 'BG' NOT NULL,
	"business_name" text DEFAULT '' NOT NULL,
	"iban" text DEFAULT '' NOT NULL,
	"details_submitted" boolean DEFAULT false NOT NULL,
	"charges_enabled" boolean DEFAULT false NOT NULL,
	"payouts_enabled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "session_clocked_times" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid NOT NULL,
	"lector_user_id" uuid NOT NULL,
	"minutes" integer NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"confirmed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "provider_lectors" DROP CONSTRAINT "provider_lectors_provider_id_lector_user_id_pk";--> statement-breakpoint
ALTER TABLE "provider_lectors" ALTER COLUMN "lector_user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "provider_lectors" ADD COLUMN "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "provider_lectors" ADD COLUMN "invited_email" text;--> statement-breakpoint
ALTER TABLE "provider_lectors" ADD COLUMN "message" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "provider_lectors" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "contact_first_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "contact_last_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "decided_by_user_id" uuid;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "payment_account_id" text;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "payment_details_submitted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "payment_charges_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "payment_payouts_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "payment_account_updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "provider_applications" ADD CONSTRAINT "provider_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_applications" ADD CONSTRAINT "provider_applications_logo_file_id_files_id_fk" FOREIGN KEY ("logo_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_account_links" ADD CONSTRAINT "sandbox_account_links_account_id_sandbox_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."sandbox_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_clocked_times" ADD CONSTRAINT "session_clocked_times_session_id_course_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."course_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_clocked_times" ADD CONSTRAINT "session_clocked_times_lector_user_id_users_id_fk" FOREIGN KEY ("lector_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "session_clocked_times_uq" ON "session_clocked_times" USING btree ("session_id","lector_user_id");--> statement-breakpoint
ALTER TABLE "providers" ADD CONSTRAINT "providers_decided_by_user_id_users_id_fk" FOREIGN KEY ("decided_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "provider_lectors_user_uq" ON "provider_lectors" USING btree ("provider_id","lector_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "provider_lectors_email_uq" ON "provider_lectors" USING btree ("provider_id",lower("invited_email"));--> statement-breakpoint
CREATE INDEX "provider_lectors_lector_idx" ON "provider_lectors" USING btree ("lector_user_id");--> statement-breakpoint
ALTER TABLE "providers" ADD CONSTRAINT "providers_payment_account_id_unique" UNIQUE("payment_account_id");