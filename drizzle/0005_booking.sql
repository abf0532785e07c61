CREATE TABLE "advisor_time_claims" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"advisor_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"during" "tstzrange" NOT NULL,
	"kind" text NOT NULL,
	"event_id" uuid,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "advisor_time_claims_event_id_unique" UNIQUE("event_id"),
	CONSTRAINT "advisor_time_claims_kind" CHECK ("advisor_time_claims"."kind" in ('hold', 'event')),
	CONSTRAINT "advisor_time_claims_hold_expires" CHECK (("advisor_time_claims"."kind" = 'hold') = ("advisor_time_claims"."expires_at" is not null)),
	CONSTRAINT "advisor_time_claims_event_linked" CHECK (("advisor_time_claims"."kind" = 'event') = ("advisor_time_claims"."event_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "event_status_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"action" text NOT NULL,
	"actor_id" uuid,
	"reason" text DEFAULT '' NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"advisor_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"status" text DEFAULT 'Active' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"price_cents" integer NOT NULL,
	"client_time_zone" text NOT NULL,
	"meeting_provider" text,
	"meeting_url" text,
	"recording_allowed" boolean DEFAULT true NOT NULL,
	"notes" text,
	"notes_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "events_status_known" CHECK ("events"."status" in ('Active', 'ActiveNoNotesRequired', 'Canceled', 'Refunded', 'NoShow')),
	CONSTRAINT "events_ends_after_start" CHECK ("events"."ends_at" > "events"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "advisor_time_claims" ADD CONSTRAINT "advisor_time_claims_advisor_id_advisors_id_fk" FOREIGN KEY ("advisor_id") REFERENCES "public"."advisors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advisor_time_claims" ADD CONSTRAINT "advisor_time_claims_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advisor_time_claims" ADD CONSTRAINT "advisor_time_claims_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_status_changes" ADD CONSTRAINT "event_status_changes_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_status_changes" ADD CONSTRAINT "event_status_changes_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_advisor_id_advisors_id_fk" FOREIGN KEY ("advisor_id") REFERENCES "public"."advisors"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "advisor_time_claims_expiry_idx" ON "advisor_time_claims" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "event_status_changes_event_idx" ON "event_status_changes" USING btree ("event_id","changed_at");--> statement-breakpoint
CREATE INDEX "events_advisor_starts_idx" ON "events" USING btree ("advisor_id","starts_at");--> statement-breakpoint
CREATE INDEX "events_client_starts_idx" ON "events" USING btree ("client_id","starts_at");