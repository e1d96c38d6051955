CREATE TABLE "collection_contacts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"outcome" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "collection_promises" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"promised_date" date NOT NULL,
	"amount" bigint NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"resolved_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "message_deliveries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"message_id" bigint NOT NULL,
	"user_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"to_e164" text NOT NULL,
	"status" text NOT NULL,
	"not_before" timestamp with time zone NOT NULL,
	"claimed_until" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"provider_ref" text,
	"detail" text,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "message_preferences" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"language" text NOT NULL,
	"marketing" boolean DEFAULT false NOT NULL,
	"whatsapp" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"market" text NOT NULL,
	"kind" text NOT NULL,
	"event_key" text NOT NULL,
	"order_id" uuid,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "reminder_runs" (
	"market" text NOT NULL,
	"business_date" date NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"written" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "reminder_runs_market_business_date_pk" PRIMARY KEY("market","business_date")
);
--> statement-breakpoint
ALTER TABLE "collection_contacts" ADD CONSTRAINT "collection_contacts_order_id_loan_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."loan_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_contacts" ADD CONSTRAINT "collection_contacts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_promises" ADD CONSTRAINT "collection_promises_order_id_loan_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."loan_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_promises" ADD CONSTRAINT "collection_promises_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_deliveries" ADD CONSTRAINT "message_deliveries_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_preferences" ADD CONSTRAINT "message_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "collection_contacts_order_idx" ON "collection_contacts" USING btree ("order_id","at");--> statement-breakpoint
CREATE INDEX "collection_contacts_user_idx" ON "collection_contacts" USING btree ("user_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "collection_promises_one_open" ON "collection_promises" USING btree ("order_id") WHERE "collection_promises"."status" = 'open';--> statement-breakpoint
CREATE INDEX "collection_promises_due_idx" ON "collection_promises" USING btree ("promised_date") WHERE "collection_promises"."status" = 'open';--> statement-breakpoint
CREATE UNIQUE INDEX "message_deliveries_once" ON "message_deliveries" USING btree ("message_id","channel");--> statement-breakpoint
CREATE INDEX "message_deliveries_due_idx" ON "message_deliveries" USING btree ("not_before") WHERE "message_deliveries"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "message_deliveries_user_idx" ON "message_deliveries" USING btree ("user_id","sent_at");--> statement-breakpoint
CREATE UNIQUE INDEX "messages_event_key" ON "messages" USING btree ("event_key");--> statement-breakpoint
CREATE INDEX "messages_user_idx" ON "messages" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "messages_unread_idx" ON "messages" USING btree ("user_id") WHERE "messages"."read_at" is null;