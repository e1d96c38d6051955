CREATE TABLE "identity_claims" (
	"key" text PRIMARY KEY NOT NULL,
	"market" text NOT NULL,
	"kind" text NOT NULL,
	"number" text NOT NULL,
	"user_id" uuid NOT NULL,
	"claimed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "identity_conflicts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"market" text NOT NULL,
	"kind" text NOT NULL,
	"number" text NOT NULL,
	"source" text NOT NULL,
	"attempting_user_id" uuid NOT NULL,
	"owner_user_id" uuid NOT NULL,
	"resolved_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "user_profiles" ADD COLUMN "person_key" text;--> statement-breakpoint
ALTER TABLE "loan_orders" ADD COLUMN "person_key" text;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "person_key" text;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "account_key" text;--> statement-breakpoint
ALTER TABLE "identity_claims" ADD CONSTRAINT "identity_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_conflicts" ADD CONSTRAINT "identity_conflicts_attempting_user_id_users_id_fk" FOREIGN KEY ("attempting_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_conflicts" ADD CONSTRAINT "identity_conflicts_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Backfill (decision 038). Every id and payout account already on file is claimed by the earliest
-- account that gave it (users.created_at, then id); each later account that gave it is left in the
-- operator's queue (identity_conflicts, source 'migration') and keeps no person key, so it cannot
-- apply until an operator decides. Nothing here fails on duplicates.
CREATE VIEW "identity_claims_backfill" AS
SELECT 'MX:CURP:' || upper(btrim(p."curp")) AS "key", 'MX' AS "market", 'CURP' AS "kind", upper(btrim(p."curp")) AS "number", p."user_id"
  FROM "user_profiles" p WHERE p."market" = 'MX' AND coalesce(btrim(p."curp"), '') <> ''
UNION ALL
SELECT 'NG:BVN:' || (p."basic"->>'bvn'), 'NG', 'BVN', p."basic"->>'bvn', p."user_id"
  FROM "user_profiles" p WHERE p."market" = 'NG' AND coalesce(p."basic"->>'bvn', '') <> ''
UNION ALL
SELECT 'NG:NIN:' || regexp_replace(c."ocr_fields"->>'idNumber', '\D', '', 'g'), 'NG', 'NIN',
       regexp_replace(c."ocr_fields"->>'idNumber', '\D', '', 'g'), c."user_id"
  FROM "identity_checks" c
  WHERE c."ocr_status" = 'passed' AND c."ocr_fields"->>'idType' = 'NIN'
    AND regexp_replace(coalesce(c."ocr_fields"->>'idNumber', ''), '\D', '', 'g') <> ''
UNION ALL
SELECT CASE WHEN b."market" = 'NG' THEN 'NG:bankAccount:' || b."bank_code" || ':' || b."account_number"
            ELSE b."market" || ':bankAccount:' || b."account_number" END,
       b."market", 'bankAccount', b."account_number", b."user_id"
  FROM "bank_accounts" b;--> statement-breakpoint
INSERT INTO "identity_claims" ("key", "market", "kind", "number", "user_id", "claimed_at")
SELECT DISTINCT ON (c."key") c."key", c."market", c."kind", c."number", c."user_id", now()
  FROM "identity_claims_backfill" c JOIN "users" u ON u."id" = c."user_id"
  ORDER BY c."key", u."created_at", u."id";--> statement-breakpoint
INSERT INTO "identity_conflicts" ("at", "market", "kind", "number", "source", "attempting_user_id", "owner_user_id")
SELECT DISTINCT now(), c."market", c."kind", c."number", 'migration', c."user_id", o."user_id"
  FROM "identity_claims_backfill" c JOIN "identity_claims" o ON o."key" = c."key"
  WHERE o."user_id" <> c."user_id";--> statement-breakpoint
DROP VIEW "identity_claims_backfill";--> statement-breakpoint
UPDATE "user_profiles" p SET "person_key" = c."key" FROM "identity_claims" c
  WHERE c."user_id" = p."user_id" AND c."key" = CASE WHEN p."market" = 'MX'
    THEN 'MX:CURP:' || upper(btrim(p."curp")) ELSE 'NG:BVN:' || (p."basic"->>'bvn') END;--> statement-breakpoint
UPDATE "loan_orders" o SET "person_key" = p."person_key" FROM "user_profiles" p
  WHERE p."user_id" = o."user_id" AND p."person_key" IS NOT NULL;--> statement-breakpoint
UPDATE "coupons" c SET "person_key" = p."person_key" FROM "user_profiles" p
  WHERE c."source" = 'bankAccount' AND p."user_id" = c."user_id" AND p."person_key" IS NOT NULL;--> statement-breakpoint
UPDATE "coupons" c SET "account_key" = o."key"
  FROM "domain_events" e, "bank_accounts" b, "identity_claims" o
  WHERE c."source" = 'bankAccount' AND e."type" = 'bankAccount.firstAdded' AND e."user_id" = c."user_id"
    AND b."id"::text = e."payload"->>'accountId' AND o."user_id" = c."user_id"
    AND o."key" = CASE WHEN b."market" = 'NG' THEN 'NG:bankAccount:' || b."bank_code" || ':' || b."account_number"
                       ELSE b."market" || ':bankAccount:' || b."account_number" END;--> statement-breakpoint
CREATE INDEX "identity_claims_user_idx" ON "identity_claims" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "identity_conflicts_open_idx" ON "identity_conflicts" USING btree ("at") WHERE "identity_conflicts"."resolved_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "loan_orders_one_open_per_person" ON "loan_orders" USING btree ("person_key") WHERE "loan_orders"."status" in (1, 14, 18, 19, 7, 10, 2, 3);--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_welcome_once_per_person" ON "coupons" USING btree ("person_key") WHERE "coupons"."source" = 'bankAccount';--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_welcome_once_per_account" ON "coupons" USING btree ("account_key") WHERE "coupons"."source" = 'bankAccount';