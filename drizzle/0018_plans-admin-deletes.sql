ALTER TABLE "engagements" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "signups" ADD COLUMN "deleted_at" timestamp with time zone;