CREATE TABLE "waiting_entries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "waiting_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"session_id" integer NOT NULL,
	"ticket_class_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"offered_at" timestamp with time zone,
	"offer_expires_at" timestamp with time zone,
	"order_id" integer,
	"ended_at" timestamp with time zone,
	CONSTRAINT "waiting_entries_quantity_ck" CHECK ("waiting_entries"."quantity" between 1 and 20)
);
--> statement-breakpoint
ALTER TABLE "session_seats" ADD COLUMN "returned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "session_seats" ADD COLUMN "offer_id" integer;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "offer_minutes" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "waiting_list_closed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "ticket_classes" ADD COLUMN "returned_held" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "waiting_entries" ADD CONSTRAINT "waiting_entries_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waiting_entries" ADD CONSTRAINT "waiting_entries_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waiting_entries" ADD CONSTRAINT "waiting_entries_ticket_class_id_ticket_classes_id_fk" FOREIGN KEY ("ticket_class_id") REFERENCES "public"."ticket_classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waiting_entries" ADD CONSTRAINT "waiting_entries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "waiting_entries_line_idx" ON "waiting_entries" USING btree ("ticket_class_id","status","id");--> statement-breakpoint
CREATE INDEX "waiting_entries_member_idx" ON "waiting_entries" USING btree ("member_id","status");--> statement-breakpoint
CREATE INDEX "waiting_entries_offer_end_idx" ON "waiting_entries" USING btree ("status","offer_expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "waiting_entries_one_active_uq" ON "waiting_entries" USING btree ("member_id","ticket_class_id") WHERE "waiting_entries"."status" in ('waiting', 'offered', 'ordered');