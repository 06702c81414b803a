CREATE TABLE "real_name_claims" (
	"performance_id" integer NOT NULL,
	"cert_no" text NOT NULL,
	"order_id" integer NOT NULL,
	CONSTRAINT "real_name_claims_performance_id_cert_no_pk" PRIMARY KEY("performance_id","cert_no")
);
--> statement-breakpoint
CREATE TABLE "sandbox_trades" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sandbox_trades_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"provider" text NOT NULL,
	"order_no" text NOT NULL,
	"amount_fen" integer NOT NULL,
	"subject" text NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"trade_no" text NOT NULL,
	"return_url" text,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_trades_trade_no_unique" UNIQUE("trade_no")
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "points_earned" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "session_id" integer;--> statement-breakpoint
ALTER TABLE "real_name_claims" ADD CONSTRAINT "real_name_claims_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "real_name_claims_order_idx" ON "real_name_claims" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_trades_order_uq" ON "sandbox_trades" USING btree ("provider","order_no");--> statement-breakpoint
CREATE UNIQUE INDEX "cart_items_seat_uq" ON "cart_items" USING btree ("member_id","session_seat_id");