ALTER TABLE "disclosure_acceptances" DROP CONSTRAINT "disclosure_acceptances_one_purpose";--> statement-breakpoint
ALTER TABLE "disclosure_acceptances" ALTER COLUMN "advisor_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "compliance_documents" ADD COLUMN "file_name" text;--> statement-breakpoint
ALTER TABLE "disclosure_acceptances" ADD COLUMN "ip_address" text;--> statement-breakpoint
CREATE INDEX "disclosure_acceptances_accepted_idx" ON "disclosure_acceptances" USING btree ("accepted_at");--> statement-breakpoint
ALTER TABLE "disclosure_acceptances" ADD CONSTRAINT "disclosure_acceptances_one_purpose" CHECK ((("disclosure_acceptances"."checkout_id" is null) <> ("disclosure_acceptances"."signup_id" is null) and "disclosure_acceptances"."advisor_id" is not null) or ("disclosure_acceptances"."checkout_id" is null and "disclosure_acceptances"."signup_id" is null and "disclosure_acceptances"."advisor_id" is null));