ALTER TABLE "billing_subscriptions" ADD COLUMN "purpose" text;--> statement-breakpoint
ALTER TABLE "billing_subscriptions" ADD COLUMN "reference" uuid;--> statement-breakpoint
ALTER TABLE "charges" ADD COLUMN "purpose" text;--> statement-breakpoint
ALTER TABLE "charges" ADD COLUMN "reference" uuid;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "purpose" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "reference" uuid;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "purpose" text;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "reference" uuid;--> statement-breakpoint
-- Every ledger row names what it paid for (ADR 0088, step 2). A charge of The Hour that names
-- only its meeting (the demo's history) gets the checkout it would have had, paid and booked.
INSERT INTO "checkouts" ("advisor_id", "client_id", "starts_at", "ends_at", "price_cents", "client_time_zone", "status", "expires_at", "gateway", "event_id", "created_at", "updated_at")
SELECT DISTINCT ON (e."id") e."advisor_id", e."client_id", e."starts_at", e."ends_at", e."price_cents", e."client_time_zone", 'paid', ch."created_at", ch."gateway", e."id", ch."created_at", ch."created_at"
FROM "charges" ch JOIN "events" e ON e."id" = ch."event_id"
WHERE ch."checkout_id" IS NULL AND ch."invoice_id" IS NULL
  AND NOT EXISTS (SELECT 1 FROM "checkouts" c WHERE c."event_id" = e."id")
ORDER BY e."id", ch."created_at";--> statement-breakpoint
UPDATE "charges" ch SET "checkout_id" = c."id" FROM "checkouts" c
WHERE ch."checkout_id" IS NULL AND ch."invoice_id" IS NULL AND c."event_id" = ch."event_id";--> statement-breakpoint
UPDATE "charges" SET "purpose" = 'hour-checkout', "reference" = "checkout_id" WHERE "checkout_id" IS NOT NULL;--> statement-breakpoint
UPDATE "invoices" SET "purpose" = "kind" || '-signup', "reference" = "signup_id";--> statement-breakpoint
UPDATE "charges" ch SET "purpose" = i."purpose", "reference" = i."reference" FROM "invoices" i
WHERE ch."invoice_id" = i."id";--> statement-breakpoint
UPDATE "billing_subscriptions" b SET "purpose" = s."kind" || '-signup', "reference" = s."id" FROM "signups" s
WHERE s."id" = b."signup_id";--> statement-breakpoint
UPDATE "refunds" r SET "purpose" = ch."purpose", "reference" = ch."reference" FROM "charges" ch
WHERE ch."id" = r."charge_id";--> statement-breakpoint
ALTER TABLE "billing_subscriptions" ALTER COLUMN "purpose" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "billing_subscriptions" ALTER COLUMN "reference" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "charges" ALTER COLUMN "purpose" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "charges" ALTER COLUMN "reference" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ALTER COLUMN "purpose" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ALTER COLUMN "reference" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ALTER COLUMN "purpose" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ALTER COLUMN "reference" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "billing_subscriptions_one_per_reference" ON "billing_subscriptions" USING btree ("purpose","reference");--> statement-breakpoint
CREATE INDEX "charges_purpose_reference_idx" ON "charges" USING btree ("purpose","reference");--> statement-breakpoint
CREATE INDEX "invoices_purpose_reference_idx" ON "invoices" USING btree ("purpose","reference");--> statement-breakpoint
CREATE INDEX "refunds_purpose_reference_idx" ON "refunds" USING btree ("purpose","reference");--> statement-breakpoint
ALTER TABLE "billing_subscriptions" ADD CONSTRAINT "billing_subscriptions_purpose_known" CHECK ("billing_subscriptions"."purpose" in ('hour-checkout', 'plan-signup', 'ongoing-signup'));--> statement-breakpoint
ALTER TABLE "charges" ADD CONSTRAINT "charges_purpose_known" CHECK ("charges"."purpose" in ('hour-checkout', 'plan-signup', 'ongoing-signup'));--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_purpose_known" CHECK ("invoices"."purpose" in ('hour-checkout', 'plan-signup', 'ongoing-signup'));--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_purpose_known" CHECK ("refunds"."purpose" in ('hour-checkout', 'plan-signup', 'ongoing-signup'));
