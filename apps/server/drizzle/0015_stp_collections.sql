CREATE TABLE "stp_cuentas" (
	"clabe" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text NOT NULL,
	"stp_id" integer,
	"detail" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"checked_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stp_differences" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"fecha_operacion" text NOT NULL,
	"kind" text NOT NULL,
	"clave_rastreo" text NOT NULL,
	"amount" bigint NOT NULL,
	"detail" jsonb NOT NULL,
	"found_at" timestamp with time zone NOT NULL,
	"resolved_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "stp_reconciled_days" (
	"fecha_operacion" text PRIMARY KEY NOT NULL,
	"finished_at" timestamp with time zone NOT NULL,
	"summary" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stp_cuentas" ADD CONSTRAINT "stp_cuentas_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "stp_differences_once" ON "stp_differences" USING btree ("kind","clave_rastreo");--> statement-breakpoint
CREATE INDEX "stp_differences_open_idx" ON "stp_differences" USING btree ("found_at") WHERE "stp_differences"."resolved_at" is null;