CREATE TABLE "affiliate_payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"affiliate_user_id" uuid,
	"month" date NOT NULL,
	"amount_cents" integer NOT NULL,
	"paid_on" date NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"logged_by" uuid,
	"logged_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "affiliate_payouts_one_per_month" UNIQUE("affiliate_user_id","month"),
	CONSTRAINT "affiliate_payouts_amount_positive" CHECK ("affiliate_payouts"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "affiliate_links" ADD COLUMN "hero_title" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "affiliate_links" ADD COLUMN "blurb" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "affiliate_links" ADD COLUMN "fee_bps" integer DEFAULT 500 NOT NULL;--> statement-breakpoint
ALTER TABLE "referrals" ADD COLUMN "fee_bps" integer DEFAULT 500 NOT NULL;--> statement-breakpoint
ALTER TABLE "affiliate_payouts" ADD CONSTRAINT "affiliate_payouts_affiliate_user_id_users_id_fk" FOREIGN KEY ("affiliate_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_payouts" ADD CONSTRAINT "affiliate_payouts_logged_by_users_id_fk" FOREIGN KEY ("logged_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;