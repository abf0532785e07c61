CREATE TABLE "billing_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"signup_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"gateway" text NOT NULL,
	"card_brand" text,
	"card_last4" text,
	"card_class" text,
	"gateway_ref" text,
	"gateway_customer_ref" text,
	"cancelled_at" timestamp with time zone,
	"cancelled_by" uuid,
	"cancel_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_subscriptions_signup_id_unique" UNIQUE("signup_id"),
	CONSTRAINT "billing_subscriptions_gateway_ref_unique" UNIQUE("gateway_ref"),
	CONSTRAINT "billing_subscriptions_card_class_known" CHECK ("billing_subscriptions"."card_class" is null or "billing_subscriptions"."card_class" in ('succeeds', 'card_declined', 'insufficient_funds'))
);
--> statement-breakpoint
DROP INDEX "charges_without_meeting_idx";--> statement-breakpoint
ALTER TABLE "billing_subscriptions" ADD CONSTRAINT "billing_subscriptions_signup_id_signups_id_fk" FOREIGN KEY ("signup_id") REFERENCES "public"."signups"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_subscriptions" ADD CONSTRAINT "billing_subscriptions_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_subscriptions" ADD CONSTRAINT "billing_subscriptions_cancelled_by_users_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "charges_one_success_per_invoice" ON "charges" USING btree ("invoice_id") WHERE "charges"."status" = 'succeeded';--> statement-breakpoint
CREATE INDEX "charges_without_meeting_idx" ON "charges" USING btree ("updated_at") WHERE "charges"."status" = 'succeeded' and "charges"."event_id" is null and "charges"."checkout_id" is not null;