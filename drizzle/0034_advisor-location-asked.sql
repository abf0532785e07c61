ALTER TABLE "advisors" ALTER COLUMN "firm_name" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "advisors" ALTER COLUMN "firm_name" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "advisors" ALTER COLUMN "city" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "advisors" ALTER COLUMN "city" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "advisors" ALTER COLUMN "home_state" DROP NOT NULL;--> statement-breakpoint
-- An empty city or firm was never an answer: it means not given.
UPDATE "advisors" SET "city" = NULL WHERE btrim("city") = '';--> statement-breakpoint
UPDATE "advisors" SET "firm_name" = NULL WHERE btrim("firm_name") = '';--> statement-breakpoint
-- Accepting an invitation wrote New York for everyone and no page could change it: those advisors
-- never chose a home state, so they are asked again. Seeded and imported rows keep theirs.
UPDATE "advisors" SET "home_state" = NULL
  WHERE "home_state" = 'NY' AND "city" IS NULL
    AND "id" IN (SELECT "advisor_id" FROM "advisor_invitations" WHERE "advisor_id" IS NOT NULL);
