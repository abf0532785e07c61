-- One advisor's claimed times never overlap (ADR 0009). '[)' ranges let meetings touch.
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
ALTER TABLE "advisor_time_claims" ADD CONSTRAINT "advisor_time_claims_no_overlap" EXCLUDE USING gist ("advisor_id" WITH =, "during" WITH &&);
