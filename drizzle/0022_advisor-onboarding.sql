CREATE TABLE "advisor_disclosures" (
	"advisor_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"storage_key" text NOT NULL,
	"file_name" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "advisor_disclosures_advisor_id_kind_pk" PRIMARY KEY("advisor_id","kind"),
	CONSTRAINT "advisor_disclosures_kind_known" CHECK ("advisor_disclosures"."kind" in ('adv', 'crs'))
);
--> statement-breakpoint
CREATE TABLE "advisor_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"invited_by" uuid,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	"accepted_at" timestamp with time zone,
	"accepted_by" uuid,
	"advisor_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "advisor_invitations_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
DROP INDEX "advisors_listed_available_idx";--> statement-breakpoint
DROP INDEX "advisors_listed_business_model_idx";--> statement-breakpoint
DROP INDEX "advisors_listed_created_idx";--> statement-breakpoint
DROP INDEX "advisors_listed_hourly_rate_idx";--> statement-breakpoint
ALTER TABLE "advisors" ADD COLUMN "approved_at" timestamp with time zone DEFAULT now();--> statement-breakpoint
ALTER TABLE "advisors" ADD COLUMN "approved_by" uuid;--> statement-breakpoint
ALTER TABLE "advisors" ADD COLUMN "crd_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "advisors" ADD COLUMN "adv_on_file_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "advisors" ADD COLUMN "listed" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "advisors" ADD COLUMN "submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "advisors" ADD COLUMN "prices_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "advisor_disclosures" ADD CONSTRAINT "advisor_disclosures_advisor_id_advisors_id_fk" FOREIGN KEY ("advisor_id") REFERENCES "public"."advisors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advisor_invitations" ADD CONSTRAINT "advisor_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advisor_invitations" ADD CONSTRAINT "advisor_invitations_accepted_by_users_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advisor_invitations" ADD CONSTRAINT "advisor_invitations_advisor_id_advisors_id_fk" FOREIGN KEY ("advisor_id") REFERENCES "public"."advisors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "advisor_invitations_created_idx" ON "advisor_invitations" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "advisors" ADD CONSTRAINT "advisors_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "advisors_listed_available_idx" ON "advisors" USING btree ("next_availability","review_average" DESC NULLS LAST,"id") WHERE "advisors"."accepting_clients" and "advisors"."listed";--> statement-breakpoint
CREATE INDEX "advisors_listed_business_model_idx" ON "advisors" USING btree ("business_model","id") WHERE "advisors"."accepting_clients" and "advisors"."listed";--> statement-breakpoint
CREATE INDEX "advisors_listed_created_idx" ON "advisors" USING btree ("created_at","id") WHERE "advisors"."accepting_clients" and "advisors"."listed";--> statement-breakpoint
CREATE INDEX "advisors_listed_hourly_rate_idx" ON "advisors" USING btree ("hourly_rate_cents","id") WHERE "advisors"."accepting_clients" and "advisors"."listed";