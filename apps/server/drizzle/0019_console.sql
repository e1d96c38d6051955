CREATE TABLE "product_versions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"market" text NOT NULL,
	"product_id" text NOT NULL,
	"version" integer NOT NULL,
	"product" jsonb NOT NULL,
	"effective_from" timestamp with time zone NOT NULL,
	"proposal_id" uuid,
	"proposed_by" uuid,
	"approved_by" uuid,
	"note" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "identity_photo_requests" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"asked_at" timestamp with time zone NOT NULL,
	"asked_by" uuid NOT NULL
);
--> statement-breakpoint
ALTER TABLE "loan_orders" ADD COLUMN "refuse_reason" text;--> statement-breakpoint
ALTER TABLE "payment_vouchers" ADD COLUMN "amount_found" bigint;--> statement-breakpoint
ALTER TABLE "identity_photo_requests" ADD CONSTRAINT "identity_photo_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_photo_requests" ADD CONSTRAINT "identity_photo_requests_asked_by_staff_members_id_fk" FOREIGN KEY ("asked_by") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "product_versions_version_key" ON "product_versions" USING btree ("product_id","version");--> statement-breakpoint
CREATE INDEX "product_versions_market_idx" ON "product_versions" USING btree ("market","product_id","effective_from");--> statement-breakpoint
CREATE UNIQUE INDEX "product_versions_proposal_key" ON "product_versions" USING btree ("proposal_id") WHERE "product_versions"."proposal_id" is not null;--> statement-breakpoint
CREATE INDEX "identity_photo_requests_user_idx" ON "identity_photo_requests" USING btree ("user_id","asked_at");--> statement-breakpoint
CREATE INDEX "audit_log_code_sent_idx" ON "audit_log" USING btree (("detail"->>'e164'),"at") WHERE "audit_log"."action" = 'code.sent';--> statement-breakpoint
CREATE INDEX "identity_checks_unsettled_idx" ON "identity_checks" USING btree ("user_id") WHERE "identity_checks"."completed_at" is null and ("identity_checks"."ocr_status" = 'failed' or "identity_checks"."face_status" = 'failed');--> statement-breakpoint
CREATE INDEX "loan_orders_held_idx" ON "loan_orders" USING btree ("held_at") WHERE "loan_orders"."status" = 1 and "loan_orders"."held_at" is not null;--> statement-breakpoint
CREATE INDEX "payment_vouchers_pending_idx" ON "payment_vouchers" USING btree ("submitted_at") WHERE "payment_vouchers"."status" = 'pending';