CREATE TABLE "product_news" (
	"id" uuid PRIMARY KEY NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"sent_by" uuid,
	"recipient_count" integer NOT NULL,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_news_recipients" (
	"news_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"email_id" uuid,
	"done_at" timestamp with time zone,
	CONSTRAINT "product_news_recipients_news_id_user_id_pk" PRIMARY KEY("news_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "emails" ADD COLUMN "headers" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "emails" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "product_news" ADD CONSTRAINT "product_news_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_news_recipients" ADD CONSTRAINT "product_news_recipients_news_id_product_news_id_fk" FOREIGN KEY ("news_id") REFERENCES "public"."product_news"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_news_recipients" ADD CONSTRAINT "product_news_recipients_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_news_recipients" ADD CONSTRAINT "product_news_recipients_email_id_emails_id_fk" FOREIGN KEY ("email_id") REFERENCES "public"."emails"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_news_created_idx" ON "product_news" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "product_news_recipients_waiting_idx" ON "product_news_recipients" USING btree ("news_id","user_id") WHERE "product_news_recipients"."status" = 'waiting';--> statement-breakpoint
CREATE UNIQUE INDEX "emails_idempotency_key_idx" ON "emails" USING btree ("idempotency_key") WHERE "emails"."idempotency_key" is not null;