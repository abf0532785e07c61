CREATE TABLE "advisor_attribute_links" (
	"advisor_id" uuid NOT NULL,
	"attribute_id" integer NOT NULL,
	CONSTRAINT "advisor_attribute_links_advisor_id_attribute_id_pk" PRIMARY KEY("advisor_id","attribute_id")
);
--> statement-breakpoint
CREATE TABLE "advisor_attributes" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" smallint NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	CONSTRAINT "advisor_attributes_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "advisor_states" (
	"advisor_id" uuid NOT NULL,
	"state" char(2) NOT NULL,
	CONSTRAINT "advisor_states_advisor_id_state_pk" PRIMARY KEY("advisor_id","state")
);
--> statement-breakpoint
CREATE TABLE "advisors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"title" text NOT NULL,
	"certifications" text DEFAULT '' NOT NULL,
	"profile_pic_url" text NOT NULL,
	"bio" text DEFAULT '' NOT NULL,
	"long_bio" text DEFAULT '' NOT NULL,
	"personal_bio" text DEFAULT '' NOT NULL,
	"firm_name" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"home_state" char(2) NOT NULL,
	"time_zone" text NOT NULL,
	"business_model" text NOT NULL,
	"crd_number" text,
	"hourly_rate_cents" integer NOT NULL,
	"plan_price_cents" integer NOT NULL,
	"ongoing_price_cents" integer NOT NULL,
	"accepting_clients" boolean DEFAULT true NOT NULL,
	"next_availability" timestamp with time zone,
	"review_average" real DEFAULT 0 NOT NULL,
	"review_count" integer DEFAULT 0 NOT NULL,
	"meetings_completed" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "advisors_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "compliance_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"display_name" text NOT NULL,
	"body_html" text NOT NULL,
	"file_key" text,
	"version" integer DEFAULT 1 NOT NULL,
	"effective_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "compliance_documents_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"advisor_id" uuid NOT NULL,
	"consumer_id" uuid,
	"event_id" uuid,
	"reviewer_name" text NOT NULL,
	"rating" smallint NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"response_title" text,
	"response_body" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_rating_range" CHECK ("reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "app_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "error_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"message" text NOT NULL,
	"referring_url" text DEFAULT '' NOT NULL,
	"other_information" text DEFAULT '' NOT NULL,
	"client_date" text NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL,
	"request_id" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feature_flags" (
	"id" text PRIMARY KEY NOT NULL,
	"value" boolean NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "advisor_attribute_links" ADD CONSTRAINT "advisor_attribute_links_advisor_id_advisors_id_fk" FOREIGN KEY ("advisor_id") REFERENCES "public"."advisors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advisor_attribute_links" ADD CONSTRAINT "advisor_attribute_links_attribute_id_advisor_attributes_id_fk" FOREIGN KEY ("attribute_id") REFERENCES "public"."advisor_attributes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advisor_states" ADD CONSTRAINT "advisor_states_advisor_id_advisors_id_fk" FOREIGN KEY ("advisor_id") REFERENCES "public"."advisors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_advisor_id_advisors_id_fk" FOREIGN KEY ("advisor_id") REFERENCES "public"."advisors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "advisor_attribute_links_attribute_idx" ON "advisor_attribute_links" USING btree ("attribute_id","advisor_id");--> statement-breakpoint
CREATE INDEX "advisor_states_state_idx" ON "advisor_states" USING btree ("state","advisor_id");--> statement-breakpoint
CREATE INDEX "advisors_listed_next_availability_idx" ON "advisors" USING btree ("next_availability") WHERE "advisors"."accepting_clients";--> statement-breakpoint
CREATE INDEX "advisors_business_model_idx" ON "advisors" USING btree ("business_model");--> statement-breakpoint
CREATE INDEX "reviews_advisor_created_idx" ON "reviews" USING btree ("advisor_id","created_at");--> statement-breakpoint
CREATE INDEX "error_log_created_idx" ON "error_log" USING btree ("created_at");