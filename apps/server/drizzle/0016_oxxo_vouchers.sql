ALTER TABLE "pay_orders" ADD COLUMN "provider_ref" text;--> statement-breakpoint
ALTER TABLE "pay_orders" ADD COLUMN "voucher_number" text;