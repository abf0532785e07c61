CREATE INDEX "affiliate_payouts_paid_on_idx" ON "affiliate_payouts" USING btree ("paid_on");--> statement-breakpoint
CREATE INDEX "advisor_payouts_paid_on_idx" ON "advisor_payouts" USING btree ("paid_on");--> statement-breakpoint
CREATE INDEX "signups_paid_idx" ON "signups" USING btree ("paid_at") WHERE "signups"."paid_at" is not null;