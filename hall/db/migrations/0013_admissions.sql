CREATE TABLE "admissions" (
	"order_item_id" integer NOT NULL,
	"session_id" integer NOT NULL,
	"staff_id" integer NOT NULL,
	"device" text NOT NULL,
	"entrance" text NOT NULL,
	"admitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "admissions_order_item_id_pk" PRIMARY KEY("order_item_id")
);
--> statement-breakpoint
ALTER TABLE "admissions" ADD CONSTRAINT "admissions_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admissions" ADD CONSTRAINT "admissions_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admissions" ADD CONSTRAINT "admissions_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admissions_session_idx" ON "admissions" USING btree ("session_id","entrance");