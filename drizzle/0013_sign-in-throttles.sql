CREATE TABLE "sign_in_throttles" (
	"scope" text NOT NULL,
	"subject" text NOT NULL,
	"user_id" uuid,
	"failures" integer DEFAULT 0 NOT NULL,
	"last_failure_at" timestamp with time zone,
	"blocked_until" timestamp with time zone,
	"succeeded_at" timestamp with time zone,
	CONSTRAINT "sign_in_throttles_scope_subject_pk" PRIMARY KEY("scope","subject")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "tokens_valid_after" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sign_in_throttles" ADD CONSTRAINT "sign_in_throttles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sign_in_throttles_user_idx" ON "sign_in_throttles" USING btree ("user_id") WHERE "sign_in_throttles"."user_id" is not null;--> statement-breakpoint
CREATE INDEX "oidc_payloads_account_idx" ON "oidc_payloads" USING btree (("payload"->>'accountId'));--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "failed_login_count";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "locked_until";