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
ALTER TABLE "staff_money_marks" ADD CONSTRAINT "staff_money_marks_member_id_staff_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;