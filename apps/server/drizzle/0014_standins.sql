CREATE TABLE "sandbox"."standin_notifications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"path" text NOT NULL,
	"body" text NOT NULL,
	"deliver_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"delivered_at" timestamp with time zone,
	"last_status" integer
);
--> statement-breakpoint
CREATE TABLE "sandbox"."standin_records" (
	"provider" text NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "standin_records_provider_kind_key_pk" PRIMARY KEY("provider","kind","key")
);
--> statement-breakpoint
CREATE INDEX "standin_notifications_due_idx" ON "sandbox"."standin_notifications" USING btree ("deliver_at") WHERE "sandbox"."standin_notifications"."delivered_at" is null;--> statement-breakpoint
CREATE INDEX "standin_records_created_idx" ON "sandbox"."standin_records" USING btree ("provider","kind","created_at");