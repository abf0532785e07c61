ALTER TABLE "advisors" ADD COLUMN "home_visited_at" timestamp with time zone;--> statement-breakpoint
-- Advisors already here have seen Advisor Home (accepting an invitation opens it): welcome back.
UPDATE "advisors" SET "home_visited_at" = "created_at";
