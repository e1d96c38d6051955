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
CREATE UNIQUE INDEX "product_versions_version_key" ON "product_versions" USING btree ("product_id","version");--> statement-breakpoint
CREATE INDEX "product_versions_market_idx" ON "product_versions" USING btree ("market","product_id","effective_from");--> statement-breakpoint
CREATE UNIQUE INDEX "product_versions_proposal_key" ON "product_versions" USING btree ("proposal_id") WHERE "product_versions"."proposal_id" is not null;