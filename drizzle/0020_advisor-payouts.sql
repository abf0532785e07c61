CREATE TABLE "advisor_payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"advisor_id" uuid NOT NULL,
	"month" date NOT NULL,
	"amount_cents" integer NOT NULL,
	"paid_on" date NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"logged_by" uuid,
	"idempotency_key" text NOT NULL,
	"logged_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "advisor_payouts_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "advisor_payouts_amount_positive" CHECK ("advisor_payouts"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "charges" ADD COLUMN "referral_fee_bps" integer DEFAULT 1000 NOT NULL;--> statement-breakpoint
ALTER TABLE "advisor_payouts" ADD CONSTRAINT "advisor_payouts_advisor_id_advisors_id_fk" FOREIGN KEY ("advisor_id") REFERENCES "public"."advisors"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advisor_payouts" ADD CONSTRAINT "advisor_payouts_logged_by_users_id_fk" FOREIGN KEY ("logged_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "advisor_payouts_advisor_month_idx" ON "advisor_payouts" USING btree ("advisor_id","month");--> statement-breakpoint
CREATE INDEX "charges_advisor_created_idx" ON "charges" USING btree ("advisor_id","created_at");--> statement-breakpoint
ALTER TABLE "charges" ADD CONSTRAINT "charges_referral_fee_known" CHECK ("charges"."referral_fee_bps" between 0 and 10000);