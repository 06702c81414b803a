CREATE TABLE "welfare_applications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "welfare_applications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"round_id" integer NOT NULL,
	"performance_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"application_no" text NOT NULL,
	"buyer_name" text NOT NULL,
	"cert_type" text NOT NULL,
	"cert_no" text NOT NULL,
	"status" text DEFAULT 'applied' NOT NULL,
	"rank" integer,
	"order_id" integer,
	"offered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "welfare_rounds" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "welfare_rounds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"session_id" integer NOT NULL,
	"performance_id" integer NOT NULL,
	"ticket_class_id" integer NOT NULL,
	"tickets" integer NOT NULL,
	"apply_from" timestamp with time zone NOT NULL,
	"apply_to" timestamp with time zone NOT NULL,
	"pay_hours" integer DEFAULT 24 NOT NULL,
	"seed" text NOT NULL,
	"seed_hash" text NOT NULL,
	"drawn_at" timestamp with time zone,
	"applied" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "welfare_rounds_window" CHECK ("welfare_rounds"."apply_from" < "welfare_rounds"."apply_to" and "welfare_rounds"."tickets" > 0 and "welfare_rounds"."pay_hours" > 0)
);
--> statement-breakpoint
ALTER TABLE "ticket_classes" ADD COLUMN "welfare" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "welfare_applications" ADD CONSTRAINT "welfare_applications_round_id_welfare_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."welfare_rounds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "welfare_applications" ADD CONSTRAINT "welfare_applications_performance_id_performances_id_fk" FOREIGN KEY ("performance_id") REFERENCES "public"."performances"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "welfare_applications" ADD CONSTRAINT "welfare_applications_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "welfare_applications" ADD CONSTRAINT "welfare_applications_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "welfare_rounds" ADD CONSTRAINT "welfare_rounds_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "welfare_rounds" ADD CONSTRAINT "welfare_rounds_performance_id_performances_id_fk" FOREIGN KEY ("performance_id") REFERENCES "public"."performances"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "welfare_rounds" ADD CONSTRAINT "welfare_rounds_ticket_class_id_ticket_classes_id_fk" FOREIGN KEY ("ticket_class_id") REFERENCES "public"."ticket_classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "welfare_applications_no_uq" ON "welfare_applications" USING btree ("application_no");--> statement-breakpoint
CREATE UNIQUE INDEX "welfare_applications_cert_uq" ON "welfare_applications" USING btree ("performance_id","cert_type","cert_no");--> statement-breakpoint
CREATE UNIQUE INDEX "welfare_applications_member_uq" ON "welfare_applications" USING btree ("round_id","member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "welfare_applications_order_uq" ON "welfare_applications" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "welfare_applications_rank_idx" ON "welfare_applications" USING btree ("round_id","status","rank");--> statement-breakpoint
CREATE UNIQUE INDEX "welfare_rounds_class_uq" ON "welfare_rounds" USING btree ("ticket_class_id");--> statement-breakpoint
CREATE INDEX "welfare_rounds_draw_idx" ON "welfare_rounds" USING btree ("drawn_at","apply_to");