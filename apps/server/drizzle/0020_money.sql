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
CREATE TABLE "staff_assignments" (
	"queue" text NOT NULL,
	"item_id" text NOT NULL,
	"member_id" uuid NOT NULL,
	"assigned_by" uuid NOT NULL,
	"assigned_at" timestamp with time zone NOT NULL,
	CONSTRAINT "staff_assignments_queue_item_id_pk" PRIMARY KEY("queue","item_id")
);
--> statement-breakpoint
ALTER TABLE "staff_money_marks" ADD CONSTRAINT "staff_money_marks_member_id_staff_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_assignments" ADD CONSTRAINT "staff_assignments_member_id_staff_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_assignments_member_idx" ON "staff_assignments" USING btree ("member_id");