CREATE TABLE "reminder_runs" (
	"market" text NOT NULL,
	"business_date" date NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"written" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "reminder_runs_market_business_date_pk" PRIMARY KEY("market","business_date")
);
