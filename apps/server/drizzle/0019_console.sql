CREATE TABLE "staff_money_marks" (
	"queue" text NOT NULL,
	"item_id" text NOT NULL,
	"mark" text NOT NULL,
	"note" text,
	"member_id" uuid NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "staff_money_marks_queue_item_id_mark_pk" PRIMARY KEY("queue","item_id","mark")
);
--> statement-breakpoint
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
CREATE TABLE "staff_auth_steps" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"token_hash" text NOT NULL,
	"challenge" text,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "staff_invites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"pending_totp_secret" text,
	"invited_by" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "staff_passkeys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" uuid NOT NULL,
	"credential_id" text NOT NULL,
	"public_key" text NOT NULL,
	"counter" bigint DEFAULT 0 NOT NULL,
	"transports" text,
	"name" text,
	"created_at" timestamp with time zone NOT NULL,
	"last_used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "staff_totp_use" (
	"member_id" uuid PRIMARY KEY NOT NULL,
	"last_step" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "loan_orders" ADD COLUMN "refuse_reason" text;--> statement-breakpoint
ALTER TABLE "payment_vouchers" ADD COLUMN "amount_found" bigint;--> statement-breakpoint
ALTER TABLE "staff_money_marks" ADD CONSTRAINT "staff_money_marks_member_id_staff_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_photo_requests" ADD CONSTRAINT "identity_photo_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_photo_requests" ADD CONSTRAINT "identity_photo_requests_asked_by_staff_members_id_fk" FOREIGN KEY ("asked_by") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_auth_steps" ADD CONSTRAINT "staff_auth_steps_member_id_staff_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_invites" ADD CONSTRAINT "staff_invites_member_id_staff_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_passkeys" ADD CONSTRAINT "staff_passkeys_member_id_staff_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_totp_use" ADD CONSTRAINT "staff_totp_use_member_id_staff_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "product_versions_version_key" ON "product_versions" USING btree ("product_id","version");--> statement-breakpoint
CREATE INDEX "product_versions_market_idx" ON "product_versions" USING btree ("market","product_id","effective_from");--> statement-breakpoint
CREATE UNIQUE INDEX "product_versions_proposal_key" ON "product_versions" USING btree ("proposal_id") WHERE "product_versions"."proposal_id" is not null;--> statement-breakpoint
CREATE INDEX "identity_photo_requests_user_idx" ON "identity_photo_requests" USING btree ("user_id","asked_at");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_auth_steps_token_key" ON "staff_auth_steps" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_invites_token_key" ON "staff_invites" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "staff_invites_member_idx" ON "staff_invites" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_passkeys_credential_key" ON "staff_passkeys" USING btree ("credential_id");--> statement-breakpoint
CREATE INDEX "staff_passkeys_member_idx" ON "staff_passkeys" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "audit_log_code_sent_idx" ON "audit_log" USING btree (("detail"->>'e164'),"at") WHERE "audit_log"."action" = 'code.sent';--> statement-breakpoint
CREATE INDEX "identity_checks_unsettled_idx" ON "identity_checks" USING btree ("user_id") WHERE "identity_checks"."completed_at" is null and ("identity_checks"."ocr_status" = 'failed' or "identity_checks"."face_status" = 'failed');--> statement-breakpoint
CREATE INDEX "loan_orders_held_idx" ON "loan_orders" USING btree ("held_at") WHERE "loan_orders"."status" = 1 and "loan_orders"."held_at" is not null;--> statement-breakpoint
CREATE INDEX "payment_vouchers_pending_idx" ON "payment_vouchers" USING btree ("submitted_at") WHERE "payment_vouchers"."status" = 'pending';