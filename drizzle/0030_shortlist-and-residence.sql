CREATE TABLE "saved_advisors" (
	"user_id" uuid NOT NULL,
	"advisor_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_advisors_user_id_advisor_id_pk" PRIMARY KEY("user_id","advisor_id")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "residence_state" text;--> statement-breakpoint
ALTER TABLE "saved_advisors" ADD CONSTRAINT "saved_advisors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_advisors" ADD CONSTRAINT "saved_advisors_advisor_id_advisors_id_fk" FOREIGN KEY ("advisor_id") REFERENCES "public"."advisors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_advisors_user_created_idx" ON "saved_advisors" USING btree ("user_id","created_at");--> statement-breakpoint
-- The marketplace's advisors advise for a fee and manage no one's money (ADR 0055): the two retired
-- business models become advice-only.
UPDATE "advisors" SET "business_model" = 'advice-only' WHERE "business_model" IN ('subscription-planners', 'fee-only-wealth-managers');
