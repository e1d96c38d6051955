CREATE TABLE "collected_data" (
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"order_no" text,
	"items" integer NOT NULL,
	"payload" jsonb NOT NULL,
	"collected_at" timestamp with time zone NOT NULL,
	CONSTRAINT "collected_data_user_id_kind_pk" PRIMARY KEY("user_id","kind")
);
--> statement-breakpoint
CREATE TABLE "consents" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"granted" jsonb NOT NULL,
	"text_version" text NOT NULL,
	"consented_at" timestamp with time zone NOT NULL,
	"ip" text
);
--> statement-breakpoint
CREATE TABLE "device_activations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"package_name" text NOT NULL,
	"device_id" text NOT NULL,
	"platform" text NOT NULL,
	"app_version" text,
	"os_version" text,
	"model" text,
	"afid" text,
	"activated_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "file_deletions" (
	"storage_key" text PRIMARY KEY NOT NULL,
	"requested_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "identity_checks" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"ocr_status" text,
	"ocr_fields" jsonb,
	"ocr_front_sha256" text,
	"ocr_back_sha256" text,
	"ocr_at" timestamp with time zone,
	"face_status" text,
	"face_score" integer,
	"face_sha256" text,
	"face_front_sha256" text,
	"face_at" timestamp with time zone,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "identity_images" (
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"storage_key" text NOT NULL,
	"sha256" text NOT NULL,
	"bytes" integer NOT NULL,
	"format" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"uploaded_at" timestamp with time zone NOT NULL,
	CONSTRAINT "identity_images_user_id_kind_pk" PRIMARY KEY("user_id","kind")
);
--> statement-breakpoint
CREATE TABLE "onboarding" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"market" text NOT NULL,
	"last_activity_at" timestamp with time zone NOT NULL,
	"submitted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sandbox_kyc_cards" (
	"reference" text NOT NULL,
	"front_sha256" text NOT NULL,
	"fields" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sandbox_kyc_cards_reference_front_sha256_pk" PRIMARY KEY("reference","front_sha256")
);
--> statement-breakpoint
CREATE TABLE "user_profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"market" text NOT NULL,
	"basic" jsonb,
	"addition" jsonb,
	"curp" text,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "collected_data" ADD CONSTRAINT "collected_data_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_activations" ADD CONSTRAINT "device_activations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_checks" ADD CONSTRAINT "identity_checks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_images" ADD CONSTRAINT "identity_images_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding" ADD CONSTRAINT "onboarding_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_profiles" ADD CONSTRAINT "user_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consents_user_idx" ON "consents" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "device_activations_key" ON "device_activations" USING btree ("user_id","package_name","device_id");--> statement-breakpoint
CREATE INDEX "onboarding_unsubmitted_idx" ON "onboarding" USING btree ("last_activity_at") WHERE "onboarding"."submitted_at" is null;