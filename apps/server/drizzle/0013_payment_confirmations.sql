CREATE TABLE "payment_confirmations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider" text NOT NULL,
	"provider_ref" text NOT NULL,
	"payment" jsonb NOT NULL,
	"status" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"detail" text,
	"received_at" timestamp with time zone NOT NULL,
	"checked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "payment_confirmations_once" ON "payment_confirmations" USING btree ("provider","provider_ref");--> statement-breakpoint
CREATE INDEX "payment_confirmations_waiting_idx" ON "payment_confirmations" USING btree ("received_at") WHERE "payment_confirmations"."status" = 'waiting';