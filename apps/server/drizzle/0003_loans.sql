CREATE TABLE "cob_runs" (
	"business_date" date PRIMARY KEY NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"marked_overdue" integer DEFAULT 0 NOT NULL,
	"penalties" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"amount" bigint NOT NULL,
	"phase" smallint,
	"business_date" date NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"ref" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "loan_agreements" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"version" text NOT NULL,
	"language" text NOT NULL,
	"text" text NOT NULL,
	"sha256" text NOT NULL,
	"signed_at" timestamp with time zone NOT NULL,
	"ip" text NOT NULL,
	"user_agent" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "loan_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_no" text NOT NULL,
	"user_id" uuid NOT NULL,
	"market" text NOT NULL,
	"product_id" text NOT NULL,
	"status" smallint NOT NULL,
	"amount" bigint NOT NULL,
	"repeat" boolean DEFAULT false NOT NULL,
	"quote" jsonb NOT NULL,
	"applied_at" timestamp with time zone NOT NULL,
	"decide_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"decision" jsonb,
	"retry_at" timestamp with time zone,
	"offer_expires_at" timestamp with time zone,
	"signed_at" timestamp with time zone,
	"money_requested_at" timestamp with time zone,
	"disbursed_at" timestamp with time zone,
	"start_date" date,
	"due_date" date,
	"closed_at" timestamp with time zone,
	"cancel_reason" text,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "loan_phases" (
	"order_id" uuid NOT NULL,
	"phase" smallint NOT NULL,
	"due_date" date NOT NULL,
	"principal" bigint NOT NULL,
	"interest" bigint NOT NULL,
	"fee" bigint NOT NULL,
	"tax" bigint NOT NULL,
	"total" bigint NOT NULL,
	CONSTRAINT "loan_phases_order_id_phase_pk" PRIMARY KEY("order_id","phase")
);
--> statement-breakpoint
CREATE TABLE "order_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"from_status" smallint,
	"to_status" smallint NOT NULL,
	"reason" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"attempt" integer NOT NULL,
	"bank_account_id" uuid NOT NULL,
	"amount" bigint NOT NULL,
	"status" text NOT NULL,
	"provider" text NOT NULL,
	"provider_ref" text,
	"requested_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	"failure" text
);
--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_order_id_loan_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."loan_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_agreements" ADD CONSTRAINT "loan_agreements_order_id_loan_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."loan_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_orders" ADD CONSTRAINT "loan_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_phases" ADD CONSTRAINT "loan_phases_order_id_loan_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."loan_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_loan_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."loan_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_order_id_loan_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."loan_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_bank_account_id_bank_accounts_id_fk" FOREIGN KEY ("bank_account_id") REFERENCES "public"."bank_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_once" ON "ledger_entries" USING btree ("order_id","kind","ref");--> statement-breakpoint
CREATE INDEX "ledger_entries_order_idx" ON "ledger_entries" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "loan_orders_order_no" ON "loan_orders" USING btree ("order_no");--> statement-breakpoint
CREATE UNIQUE INDEX "loan_orders_one_open" ON "loan_orders" USING btree ("user_id") WHERE "loan_orders"."status" in (1, 14, 18, 19, 7, 10, 2, 3);--> statement-breakpoint
CREATE INDEX "loan_orders_user_idx" ON "loan_orders" USING btree ("user_id","applied_at");--> statement-breakpoint
CREATE INDEX "loan_orders_status_idx" ON "loan_orders" USING btree ("status");--> statement-breakpoint
CREATE INDEX "loan_phases_due_idx" ON "loan_phases" USING btree ("due_date");--> statement-breakpoint
CREATE INDEX "order_events_order_idx" ON "order_events" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_attempt" ON "payouts" USING btree ("order_id","attempt");--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_provider_ref" ON "payouts" USING btree ("provider_ref");--> statement-breakpoint
CREATE INDEX "payouts_status_idx" ON "payouts" USING btree ("status");