ALTER TABLE "checkouts" DROP CONSTRAINT "checkouts_status_known";--> statement-breakpoint
ALTER TABLE "payment_webhook_events" ADD COLUMN "rejected_reason" text;--> statement-breakpoint
CREATE INDEX "charges_pending_idx" ON "charges" USING btree ("updated_at") WHERE "charges"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "charges_without_meeting_idx" ON "charges" USING btree ("updated_at") WHERE "charges"."status" = 'succeeded' and "charges"."event_id" is null;--> statement-breakpoint
ALTER TABLE "checkouts" ADD CONSTRAINT "checkouts_status_known" CHECK ("checkouts"."status" in ('open', 'paid', 'expired', 'released', 'refunded'));