CREATE TABLE "invoice_status_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_id" uuid NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"actor_id" uuid,
	"reason" text DEFAULT '' NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" serial NOT NULL,
	"kind" text NOT NULL,
	"signup_id" uuid NOT NULL,
	"engagement_id" uuid,
	"client_id" uuid NOT NULL,
	"advisor_id" uuid,
	"amount_cents" integer NOT NULL,
	"currency" text DEFAULT 'usd' NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"description" text NOT NULL,
	"period_start" date,
	"period_end" date,
	"issued_at" timestamp with time zone,
	"due_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"gateway" text NOT NULL,
	"gateway_ref" text,
	"hosted_url" text,
	"charge_id" uuid,
	"reminder_sent_at" timestamp with time zone,
	"due_reminder_sent_at" timestamp with time zone,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_number_unique" UNIQUE("number"),
	CONSTRAINT "invoices_gateway_ref_unique" UNIQUE("gateway_ref"),
	CONSTRAINT "invoices_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "invoices_status_known" CHECK ("invoices"."status" in ('draft', 'open', 'paid', 'uncollectible', 'void')),
	CONSTRAINT "invoices_amount_positive" CHECK ("invoices"."amount_cents" > 0),
	CONSTRAINT "invoices_kind_known" CHECK ("invoices"."kind" in ('plan', 'ongoing'))
);
--> statement-breakpoint
CREATE TABLE "document_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"engagement_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"vault_file_id" uuid,
	"requested_by" uuid,
	"fulfilled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_requests_status_known" CHECK ("document_requests"."status" in ('open', 'fulfilled', 'withdrawn'))
);
--> statement-breakpoint
CREATE TABLE "engagement_meetings" (
	"event_id" uuid PRIMARY KEY NOT NULL,
	"engagement_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "engagements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"signup_id" uuid NOT NULL,
	"offering_id" uuid NOT NULL,
	"advisor_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date,
	"meetings_included" integer,
	"deliverable_file_id" uuid,
	"delivered_at" timestamp with time zone,
	"next_invoice_on" date,
	"checkup_due_on" date,
	"checkup_reminded_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"cancel_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "engagements_signup_id_unique" UNIQUE("signup_id"),
	CONSTRAINT "engagements_kind_known" CHECK ("engagements"."kind" in ('plan', 'ongoing')),
	CONSTRAINT "engagements_status_known" CHECK ("engagements"."status" in ('active', 'completed', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "offerings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"advisor_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"terms" text DEFAULT '' NOT NULL,
	"capacity" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offerings_one_per_advisor_kind" UNIQUE("advisor_id","kind"),
	CONSTRAINT "offerings_kind_known" CHECK ("offerings"."kind" in ('plan', 'ongoing')),
	CONSTRAINT "offerings_capacity_range" CHECK ("offerings"."capacity" is null or "offerings"."capacity" between 0 and 100),
	CONSTRAINT "offerings_ongoing_has_capacity" CHECK ("offerings"."kind" <> 'ongoing' or "offerings"."capacity" is not null)
);
--> statement-breakpoint
CREATE TABLE "plan_worksheets" (
	"engagement_id" uuid PRIMARY KEY NOT NULL,
	"answers" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "signups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"offering_id" uuid NOT NULL,
	"advisor_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"intake_response_id" uuid,
	"price_cents" integer NOT NULL,
	"state" text DEFAULT 'awaiting-payment' NOT NULL,
	"hold_expires_at" timestamp with time zone,
	"terms_text" text NOT NULL,
	"terms_accepted_at" timestamp with time zone NOT NULL,
	"follow_up_status" text DEFAULT 'SendInitialFollowUp' NOT NULL,
	"target_date" date,
	"follow_up_reminded_on" date,
	"paid_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "signups_intake_response_id_unique" UNIQUE("intake_response_id"),
	CONSTRAINT "signups_kind_known" CHECK ("signups"."kind" in ('plan', 'ongoing')),
	CONSTRAINT "signups_state_known" CHECK ("signups"."state" in ('awaiting-payment', 'paid', 'expired', 'cancelled')),
	CONSTRAINT "signups_follow_up_known" CHECK ("signups"."follow_up_status" in ('SendInitialFollowUp', 'FollowUpAtLaterDate', 'ContactAdvisor', 'WaitUntilStartDate', 'SendWelcomeEmail', 'WaitingForAdvisor', 'WaitingForClient', 'WelcomeEmailSent', 'Cancelled', 'ContactClient')),
	CONSTRAINT "signups_price_positive" CHECK ("signups"."price_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "waitlist_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"offering_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"notified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "waitlist_entries_one_per_client" UNIQUE("offering_id","client_id")
);
--> statement-breakpoint
ALTER TABLE "charges" ADD COLUMN "invoice_id" uuid;--> statement-breakpoint
ALTER TABLE "invoice_status_changes" ADD CONSTRAINT "invoice_status_changes_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_status_changes" ADD CONSTRAINT "invoice_status_changes_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_signup_id_signups_id_fk" FOREIGN KEY ("signup_id") REFERENCES "public"."signups"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_engagement_id_engagements_id_fk" FOREIGN KEY ("engagement_id") REFERENCES "public"."engagements"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_advisor_id_advisors_id_fk" FOREIGN KEY ("advisor_id") REFERENCES "public"."advisors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_charge_id_charges_id_fk" FOREIGN KEY ("charge_id") REFERENCES "public"."charges"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_requests" ADD CONSTRAINT "document_requests_engagement_id_engagements_id_fk" FOREIGN KEY ("engagement_id") REFERENCES "public"."engagements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_requests" ADD CONSTRAINT "document_requests_vault_file_id_vault_files_id_fk" FOREIGN KEY ("vault_file_id") REFERENCES "public"."vault_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_requests" ADD CONSTRAINT "document_requests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engagement_meetings" ADD CONSTRAINT "engagement_meetings_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engagement_meetings" ADD CONSTRAINT "engagement_meetings_engagement_id_engagements_id_fk" FOREIGN KEY ("engagement_id") REFERENCES "public"."engagements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engagements" ADD CONSTRAINT "engagements_signup_id_signups_id_fk" FOREIGN KEY ("signup_id") REFERENCES "public"."signups"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engagements" ADD CONSTRAINT "engagements_offering_id_offerings_id_fk" FOREIGN KEY ("offering_id") REFERENCES "public"."offerings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engagements" ADD CONSTRAINT "engagements_advisor_id_advisors_id_fk" FOREIGN KEY ("advisor_id") REFERENCES "public"."advisors"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engagements" ADD CONSTRAINT "engagements_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engagements" ADD CONSTRAINT "engagements_deliverable_file_id_vault_files_id_fk" FOREIGN KEY ("deliverable_file_id") REFERENCES "public"."vault_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offerings" ADD CONSTRAINT "offerings_advisor_id_advisors_id_fk" FOREIGN KEY ("advisor_id") REFERENCES "public"."advisors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_worksheets" ADD CONSTRAINT "plan_worksheets_engagement_id_engagements_id_fk" FOREIGN KEY ("engagement_id") REFERENCES "public"."engagements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signups" ADD CONSTRAINT "signups_offering_id_offerings_id_fk" FOREIGN KEY ("offering_id") REFERENCES "public"."offerings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signups" ADD CONSTRAINT "signups_advisor_id_advisors_id_fk" FOREIGN KEY ("advisor_id") REFERENCES "public"."advisors"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signups" ADD CONSTRAINT "signups_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signups" ADD CONSTRAINT "signups_intake_response_id_intake_responses_id_fk" FOREIGN KEY ("intake_response_id") REFERENCES "public"."intake_responses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_offering_id_offerings_id_fk" FOREIGN KEY ("offering_id") REFERENCES "public"."offerings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_status_changes_invoice_idx" ON "invoice_status_changes" USING btree ("invoice_id","changed_at");--> statement-breakpoint
CREATE INDEX "invoices_client_created_idx" ON "invoices" USING btree ("client_id","created_at");--> statement-breakpoint
CREATE INDEX "invoices_advisor_created_idx" ON "invoices" USING btree ("advisor_id","created_at");--> statement-breakpoint
CREATE INDEX "invoices_signup_idx" ON "invoices" USING btree ("signup_id");--> statement-breakpoint
CREATE INDEX "invoices_engagement_idx" ON "invoices" USING btree ("engagement_id");--> statement-breakpoint
CREATE INDEX "invoices_open_due_idx" ON "invoices" USING btree ("due_at") WHERE "invoices"."status" = 'open';--> statement-breakpoint
CREATE INDEX "document_requests_engagement_idx" ON "document_requests" USING btree ("engagement_id","created_at");--> statement-breakpoint
CREATE INDEX "engagement_meetings_engagement_idx" ON "engagement_meetings" USING btree ("engagement_id");--> statement-breakpoint
CREATE INDEX "engagements_advisor_status_idx" ON "engagements" USING btree ("advisor_id","status");--> statement-breakpoint
CREATE INDEX "engagements_client_idx" ON "engagements" USING btree ("client_id","created_at");--> statement-breakpoint
CREATE INDEX "engagements_offering_status_idx" ON "engagements" USING btree ("offering_id","status");--> statement-breakpoint
CREATE INDEX "engagements_kind_created_idx" ON "engagements" USING btree ("kind","created_at");--> statement-breakpoint
CREATE INDEX "engagements_next_invoice_idx" ON "engagements" USING btree ("next_invoice_on") WHERE "engagements"."status" = 'active' and "engagements"."next_invoice_on" is not null;--> statement-breakpoint
CREATE INDEX "signups_offering_state_idx" ON "signups" USING btree ("offering_id","state");--> statement-breakpoint
CREATE INDEX "signups_client_created_idx" ON "signups" USING btree ("client_id","created_at");--> statement-breakpoint
CREATE INDEX "signups_advisor_created_idx" ON "signups" USING btree ("advisor_id","created_at");--> statement-breakpoint
CREATE INDEX "signups_kind_created_idx" ON "signups" USING btree ("kind","created_at");--> statement-breakpoint
CREATE INDEX "signups_target_date_idx" ON "signups" USING btree ("target_date") WHERE "signups"."target_date" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "signups_one_awaiting_per_client_offering" ON "signups" USING btree ("client_id","offering_id") WHERE "signups"."state" = 'awaiting-payment';--> statement-breakpoint
CREATE INDEX "waitlist_entries_queue_idx" ON "waitlist_entries" USING btree ("offering_id","created_at") WHERE "waitlist_entries"."notified_at" is null;--> statement-breakpoint
ALTER TABLE "charges" ADD CONSTRAINT "charges_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "charges_invoice_idx" ON "charges" USING btree ("invoice_id");