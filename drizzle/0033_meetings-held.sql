ALTER TABLE "advisors" ADD COLUMN "meetings_counted_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "events_held_idx" ON "events" USING btree ("advisor_id","ends_at") WHERE "events"."status" in ('Active', 'ActiveNoNotesRequired');--> statement-breakpoint
-- Hand-written: the stored figure was invented; from now on it is the meetings that took place.
UPDATE "advisors" SET "meetings_completed" = (SELECT count(*)::int FROM "events" WHERE "events"."advisor_id" = "advisors"."id" AND "events"."status" IN ('Active', 'ActiveNoNotesRequired') AND "events"."ends_at" <= now());
