CREATE TABLE "affiliate_links" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "affiliate_links_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "affiliate_visit_days" (
	"slug" text NOT NULL,
	"day" date NOT NULL,
	"visits" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "affiliate_visit_days_slug_day_pk" PRIMARY KEY("slug","day")
);
--> statement-breakpoint
CREATE TABLE "referrals" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"affiliate_user_id" uuid,
	"slug" text,
	"utm" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recordings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"status" text NOT NULL,
	"source" text NOT NULL,
	"storage_key" text,
	"content_type" text,
	"size_bytes" bigint,
	"duration_seconds" integer,
	"zoom_meeting_id" text,
	"zoom_file_id" text,
	"error" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"uploaded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recordings_storage_key_unique" UNIQUE("storage_key"),
	CONSTRAINT "recordings_zoom_file_id_unique" UNIQUE("zoom_file_id"),
	CONSTRAINT "recordings_status_known" CHECK ("recordings"."status" in ('Processing', 'SavedToS3', 'SavedToS3AndDeletedFromZoom', 'DeletedByUser', 'Error')),
	CONSTRAINT "recordings_source_known" CHECK ("recordings"."source" in ('zoom', 'upload'))
);
--> statement-breakpoint
CREATE TABLE "vault_file_shares" (
	"file_id" uuid NOT NULL,
	"advisor_id" uuid NOT NULL,
	"shared_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vault_file_shares_file_id_advisor_id_pk" PRIMARY KEY("file_id","advisor_id")
);
--> statement-breakpoint
CREATE TABLE "vault_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"name" text NOT NULL,
	"storage_key" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vault_files_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "time_zone_chosen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "notification_preferences" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "pending_email" text;--> statement-breakpoint
ALTER TABLE "affiliate_links" ADD CONSTRAINT "affiliate_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_affiliate_user_id_users_id_fk" FOREIGN KEY ("affiliate_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recordings" ADD CONSTRAINT "recordings_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recordings" ADD CONSTRAINT "recordings_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vault_file_shares" ADD CONSTRAINT "vault_file_shares_file_id_vault_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."vault_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vault_file_shares" ADD CONSTRAINT "vault_file_shares_advisor_id_advisors_id_fk" FOREIGN KEY ("advisor_id") REFERENCES "public"."advisors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vault_files" ADD CONSTRAINT "vault_files_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "referrals_affiliate_idx" ON "referrals" USING btree ("affiliate_user_id","created_at");--> statement-breakpoint
CREATE INDEX "recordings_event_idx" ON "recordings" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "recordings_retry_idx" ON "recordings" USING btree ("updated_at") WHERE "recordings"."status" in ('Processing', 'Error');--> statement-breakpoint
CREATE INDEX "vault_file_shares_advisor_idx" ON "vault_file_shares" USING btree ("advisor_id","shared_at");--> statement-breakpoint
CREATE INDEX "vault_files_owner_created_idx" ON "vault_files" USING btree ("owner_id","created_at");