-- A voucher is paid once (decision 031): second payments the sandbox till took before this index are dropped, the first kept.
DELETE FROM "sandbox"."webhooks" AS "later" USING "sandbox"."webhooks" AS "first" WHERE "later"."provider" = 'oxxo' AND "first"."provider" = 'oxxo' AND "later"."payment"->>'reference' = "first"."payment"->>'reference' AND "later"."id" > "first"."id";--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_webhooks_oxxo_reference_idx" ON "sandbox"."webhooks" USING btree (("payment"->>'reference')) WHERE "sandbox"."webhooks"."provider" = 'oxxo';
