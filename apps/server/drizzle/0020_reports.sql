CREATE TABLE "report_daily_figures" (
	"market" text NOT NULL,
	"business_date" date NOT NULL,
	"disbursed_count" integer NOT NULL,
	"disbursed_principal" bigint NOT NULL,
	"disbursed_cash" bigint NOT NULL,
	"returned_cash" bigint NOT NULL,
	"collected_count" integer NOT NULL,
	"collected_amount" bigint NOT NULL,
	"held_as_credit" bigint NOT NULL,
	"computed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "report_daily_figures_market_business_date_pk" PRIMARY KEY("market","business_date")
);
--> statement-breakpoint
CREATE TABLE "report_portfolio_snapshots" (
	"market" text NOT NULL,
	"as_of" date NOT NULL,
	"report" jsonb NOT NULL,
	"millis" integer NOT NULL,
	"computed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "report_portfolio_snapshots_market_as_of_pk" PRIMARY KEY("market","as_of")
);
--> statement-breakpoint
CREATE INDEX "ledger_entries_report_day_idx" ON "ledger_entries" USING btree ("business_date","kind","order_id","amount","ref") WHERE "ledger_entries"."kind" in ('payout', 'repayment', 'overpayment');--> statement-breakpoint
CREATE INDEX "ledger_entries_principal_idx" ON "ledger_entries" USING btree ("order_id","amount") WHERE "ledger_entries"."kind" = 'principal' or "ledger_entries"."applies_to" = 'principal';--> statement-breakpoint
CREATE INDEX "ledger_entries_overpayment_idx" ON "ledger_entries" USING btree ("order_id","amount") WHERE "ledger_entries"."kind" = 'overpayment';--> statement-breakpoint
CREATE INDEX "loan_orders_open_market_idx" ON "loan_orders" USING btree ("market","status","id") WHERE "loan_orders"."status" in (2, 3);