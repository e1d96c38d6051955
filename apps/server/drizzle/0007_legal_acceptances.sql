CREATE TABLE "legal_acceptances" (
	"user_id" uuid NOT NULL,
	"document" text NOT NULL,
	"version" text NOT NULL,
	"language" text NOT NULL,
	"accepted_at" timestamp with time zone NOT NULL,
	"ip" text,
	CONSTRAINT "legal_acceptances_user_id_document_version_pk" PRIMARY KEY("user_id","document","version")
);
--> statement-breakpoint
ALTER TABLE "legal_acceptances" ADD CONSTRAINT "legal_acceptances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;