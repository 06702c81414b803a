CREATE TABLE "work_failures" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "work_failures_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"unit_key" text NOT NULL,
	"state" text DEFAULT 'retrying' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text NOT NULL,
	"first_failed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_failed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	"settled_by" integer,
	"note" text
);
--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "settled_by" integer;--> statement-breakpoint
ALTER TABLE "work_failures" ADD CONSTRAINT "work_failures_settled_by_staff_id_fk" FOREIGN KEY ("settled_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "work_failures_unit_uq" ON "work_failures" USING btree ("kind","unit_key");--> statement-breakpoint
CREATE INDEX "work_failures_state_idx" ON "work_failures" USING btree ("state");