DROP INDEX "advisors_listed_next_availability_idx";--> statement-breakpoint
DROP INDEX "advisors_business_model_idx";--> statement-breakpoint
CREATE INDEX "advisors_listed_available_idx" ON "advisors" USING btree ("next_availability","review_average" DESC NULLS LAST,"id") WHERE "advisors"."accepting_clients";--> statement-breakpoint
CREATE INDEX "advisors_listed_business_model_idx" ON "advisors" USING btree ("business_model","id") WHERE "advisors"."accepting_clients";