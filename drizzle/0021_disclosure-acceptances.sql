CREATE TABLE "disclosure_acceptances" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"advisor_id" uuid NOT NULL,
	"checkout_id" uuid,
	"signup_id" uuid,
	"document_slug" text NOT NULL,
	"document_name" text NOT NULL,
	"document_version" integer NOT NULL,
	"accepted_at" timestamp with time zone NOT NULL,
	CONSTRAINT "disclosure_acceptances_one_purpose" CHECK (("disclosure_acceptances"."checkout_id" is null) <> ("disclosure_acceptances"."signup_id" is null))
);
--> statement-breakpoint
ALTER TABLE "disclosure_acceptances" ADD CONSTRAINT "disclosure_acceptances_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disclosure_acceptances" ADD CONSTRAINT "disclosure_acceptances_advisor_id_advisors_id_fk" FOREIGN KEY ("advisor_id") REFERENCES "public"."advisors"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disclosure_acceptances" ADD CONSTRAINT "disclosure_acceptances_checkout_id_checkouts_id_fk" FOREIGN KEY ("checkout_id") REFERENCES "public"."checkouts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disclosure_acceptances" ADD CONSTRAINT "disclosure_acceptances_signup_id_signups_id_fk" FOREIGN KEY ("signup_id") REFERENCES "public"."signups"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "disclosure_acceptances_advisor_idx" ON "disclosure_acceptances" USING btree ("advisor_id","accepted_at");--> statement-breakpoint
CREATE INDEX "disclosure_acceptances_client_idx" ON "disclosure_acceptances" USING btree ("client_id");