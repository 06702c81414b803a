CREATE TABLE "express_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "express_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"time" timestamp with time zone NOT NULL,
	"context" text NOT NULL,
	"state" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "freight_settings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "freight_settings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"unit" text NOT NULL,
	"first_price_fen" integer NOT NULL,
	"additional_price_fen" integer NOT NULL,
	"free_above_points" integer,
	"regions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_orders" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"goods_id" integer NOT NULL,
	"fulfilment" text NOT NULL,
	"receiver" jsonb,
	"freight_fen" integer DEFAULT 0 NOT NULL,
	"carrier" text,
	"tracking_no" text,
	"shipped_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"collected_at" timestamp with time zone,
	"pickup_valid_until" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "images" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "fulfilment" text DEFAULT 'delivery' NOT NULL;--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "weight_grams" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "valid_days" integer;--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "sale_from" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "sale_to" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "express_events" ADD CONSTRAINT "express_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_orders" ADD CONSTRAINT "shop_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_orders" ADD CONSTRAINT "shop_orders_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "express_events_order_idx" ON "express_events" USING btree ("order_id","time");--> statement-breakpoint
CREATE INDEX "shop_orders_goods_idx" ON "shop_orders" USING btree ("goods_id");--> statement-breakpoint
ALTER TABLE "goods" ADD CONSTRAINT "goods_sold_within_stock" CHECK ("goods"."sold" >= 0 and "goods"."sold" <= "goods"."stock");