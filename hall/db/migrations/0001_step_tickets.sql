CREATE TABLE "step_tickets" (
	"ticket_hash" text PRIMARY KEY NOT NULL,
	"purpose" text NOT NULL,
	"member_id" integer,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "wx_web_open_id" text;--> statement-breakpoint
CREATE INDEX "step_tickets_expires_idx" ON "step_tickets" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "receivers_member_idx" ON "receivers" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "receivers_one_default_uq" ON "receivers" USING btree ("member_id") WHERE "receivers"."is_default";--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_wx_web_open_id_unique" UNIQUE("wx_web_open_id");