CREATE SCHEMA "sandbox";
--> statement-breakpoint
ALTER TABLE "public"."sandbox_kyc_cards" SET SCHEMA "sandbox";
--> statement-breakpoint
ALTER TABLE "public"."sandbox_outbox" SET SCHEMA "sandbox";
--> statement-breakpoint
ALTER TABLE "public"."sandbox_transfers" SET SCHEMA "sandbox";
--> statement-breakpoint
ALTER TABLE "public"."sandbox_webhooks" SET SCHEMA "sandbox";
--> statement-breakpoint
ALTER TABLE "sandbox"."sandbox_kyc_cards" RENAME TO "kyc_cards";--> statement-breakpoint
ALTER TABLE "sandbox"."sandbox_outbox" RENAME TO "outbox";--> statement-breakpoint
ALTER TABLE "sandbox"."sandbox_transfers" RENAME TO "transfers";--> statement-breakpoint
ALTER TABLE "sandbox"."sandbox_webhooks" RENAME TO "webhooks";--> statement-breakpoint
ALTER TABLE "sandbox"."transfers" DROP CONSTRAINT "sandbox_transfers_provider_ref_unique";--> statement-breakpoint
DROP INDEX "sandbox"."sandbox_webhooks_due_idx";--> statement-breakpoint
ALTER TABLE "sandbox"."kyc_cards" DROP CONSTRAINT "sandbox_kyc_cards_reference_front_sha256_pk";--> statement-breakpoint
ALTER TABLE "sandbox"."kyc_cards" ADD CONSTRAINT "kyc_cards_reference_front_sha256_pk" PRIMARY KEY("reference","front_sha256");--> statement-breakpoint
CREATE INDEX "sandbox_webhooks_due_idx" ON "sandbox"."webhooks" USING btree ("deliver_at") WHERE "sandbox"."webhooks"."delivered_at" is null;--> statement-breakpoint
ALTER TABLE "sandbox"."transfers" ADD CONSTRAINT "transfers_provider_ref_unique" UNIQUE("provider_ref");