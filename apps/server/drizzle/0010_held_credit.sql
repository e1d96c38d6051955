CREATE TABLE "credit_for_next_loan" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"chosen_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credit_returns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"bank_account_id" uuid NOT NULL,
	"reference" text NOT NULL,
	"status" text NOT NULL,
	"provider" text NOT NULL,
	"provider_ref" text,
	"requested_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	"failure" text
);
--> statement-breakpoint
ALTER TABLE "credit_for_next_loan" ADD CONSTRAINT "credit_for_next_loan_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_returns" ADD CONSTRAINT "credit_returns_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_returns" ADD CONSTRAINT "credit_returns_bank_account_id_bank_accounts_id_fk" FOREIGN KEY ("bank_account_id") REFERENCES "public"."bank_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "credit_returns_reference" ON "credit_returns" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "credit_returns_user_idx" ON "credit_returns" USING btree ("user_id","requested_at");--> statement-breakpoint
CREATE INDEX "credit_returns_waiting_idx" ON "credit_returns" USING btree ("status") WHERE "credit_returns"."status" in ('queued', 'sending', 'sent');