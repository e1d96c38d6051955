CREATE SEQUENCE "public"."stp_clabe_serial" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9999999 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "incoming_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider" text NOT NULL,
	"provider_ref" text NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"match_kind" text NOT NULL,
	"match_value" text NOT NULL,
	"paid_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"order_id" uuid,
	"excess" bigint DEFAULT 0 NOT NULL,
	"note" text,
	"payer_name" text
);
--> statement-breakpoint
CREATE TABLE "loan_extensions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"status" text NOT NULL,
	"deferred" bigint NOT NULL,
	"fee" bigint NOT NULL,
	"tax" bigint NOT NULL,
	"total" bigint NOT NULL,
	"new_due_date" text NOT NULL,
	"moves" jsonb NOT NULL,
	"pay_order_id" text,
	"requested_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"applied_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "pay_orders" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"provider" text NOT NULL,
	"purpose" text DEFAULT 'repayment' NOT NULL,
	"reference" text NOT NULL,
	"checkout_url" text,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "payment_vouchers" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"image_key" text NOT NULL,
	"reference" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"submitted_at" timestamp with time zone NOT NULL,
	"feedback_due_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"reject_reason" text,
	"incoming_payment_id" uuid
);
--> statement-breakpoint
CREATE TABLE "repayment_accounts" (
	"user_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"account_no" text NOT NULL,
	"bank_name" text NOT NULL,
	"account_name" text,
	"reference" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "repayment_accounts_user_id_provider_pk" PRIMARY KEY("user_id","provider")
);
--> statement-breakpoint
CREATE TABLE "sandbox_webhooks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"payment" jsonb NOT NULL,
	"deliver_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"delivered_at" timestamp with time zone,
	"last_status" integer
);
--> statement-breakpoint
DROP INDEX "ledger_entries_cob_idx";--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "applies_to" text;--> statement-breakpoint
ALTER TABLE "incoming_payments" ADD CONSTRAINT "incoming_payments_order_id_loan_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."loan_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_extensions" ADD CONSTRAINT "loan_extensions_order_id_loan_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."loan_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_extensions" ADD CONSTRAINT "loan_extensions_pay_order_id_pay_orders_id_fk" FOREIGN KEY ("pay_order_id") REFERENCES "public"."pay_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_orders" ADD CONSTRAINT "pay_orders_order_id_loan_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."loan_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_orders" ADD CONSTRAINT "pay_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_vouchers" ADD CONSTRAINT "payment_vouchers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_vouchers" ADD CONSTRAINT "payment_vouchers_order_id_loan_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."loan_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_vouchers" ADD CONSTRAINT "payment_vouchers_incoming_payment_id_incoming_payments_id_fk" FOREIGN KEY ("incoming_payment_id") REFERENCES "public"."incoming_payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repayment_accounts" ADD CONSTRAINT "repayment_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "incoming_payments_once" ON "incoming_payments" USING btree ("provider","provider_ref");--> statement-breakpoint
CREATE INDEX "incoming_payments_order_idx" ON "incoming_payments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "incoming_payments_unmatched_idx" ON "incoming_payments" USING btree ("status") WHERE "incoming_payments"."status" = 'unmatched';--> statement-breakpoint
CREATE UNIQUE INDEX "loan_extensions_number" ON "loan_extensions" USING btree ("order_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "loan_extensions_one_waiting" ON "loan_extensions" USING btree ("order_id") WHERE "loan_extensions"."status" = 'awaitingFee';--> statement-breakpoint
CREATE UNIQUE INDEX "pay_orders_reference" ON "pay_orders" USING btree ("provider","reference");--> statement-breakpoint
CREATE INDEX "pay_orders_order_idx" ON "pay_orders" USING btree ("order_id","status");--> statement-breakpoint
CREATE INDEX "payment_vouchers_user_idx" ON "payment_vouchers" USING btree ("user_id","submitted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_vouchers_reference" ON "payment_vouchers" USING btree ("order_id","reference");--> statement-breakpoint
CREATE UNIQUE INDEX "repayment_accounts_account" ON "repayment_accounts" USING btree ("provider","account_no");--> statement-breakpoint
CREATE INDEX "sandbox_webhooks_due_idx" ON "sandbox_webhooks" USING btree ("deliver_at") WHERE "sandbox_webhooks"."delivered_at" is null;--> statement-breakpoint
CREATE INDEX "ledger_entries_cob_idx" ON "ledger_entries" USING btree ("order_id","kind","business_date","amount","applies_to") WHERE "ledger_entries"."kind" in ('repayment', 'coupon', 'penalty');