CREATE TABLE "member_cards" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "member_cards_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"card_no" text NOT NULL,
	"member_id" integer NOT NULL,
	"package_card_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"credits" integer NOT NULL,
	"credits_used" integer DEFAULT 0 NOT NULL,
	"valid_until" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_cards_card_no_unique" UNIQUE("card_no"),
	CONSTRAINT "member_cards_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "member_cards_credits_within" CHECK ("member_cards"."credits_used" >= 0 and "member_cards"."credits_used" <= "member_cards"."credits")
);
--> statement-breakpoint
CREATE TABLE "package_card_performances" (
	"package_card_id" integer NOT NULL,
	"performance_id" integer NOT NULL,
	"max_price_fen" integer NOT NULL,
	CONSTRAINT "package_card_performances_package_card_id_performance_id_pk" PRIMARY KEY("package_card_id","performance_id")
);
--> statement-breakpoint
CREATE TABLE "package_cards" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "package_cards_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"en_name" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"en_summary" text DEFAULT '' NOT NULL,
	"terms" text DEFAULT '' NOT NULL,
	"en_terms" text DEFAULT '' NOT NULL,
	"image" text NOT NULL,
	"price_fen" integer NOT NULL,
	"credits" integer NOT NULL,
	"per_performance" integer NOT NULL,
	"stock" integer NOT NULL,
	"sold" integer DEFAULT 0 NOT NULL,
	"limit_per_member" integer DEFAULT 2 NOT NULL,
	"sale_from" timestamp with time zone NOT NULL,
	"sale_to" timestamp with time zone NOT NULL,
	"valid_until" timestamp with time zone NOT NULL,
	"visible" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "package_cards_sold_within_stock" CHECK ("package_cards"."sold" >= 0 and "package_cards"."sold" <= "package_cards"."stock")
);
--> statement-breakpoint
ALTER TABLE "performances" ADD COLUMN "season" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "package_card_id" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "member_card_id" integer;--> statement-breakpoint
ALTER TABLE "member_cards" ADD CONSTRAINT "member_cards_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_cards" ADD CONSTRAINT "member_cards_package_card_id_package_cards_id_fk" FOREIGN KEY ("package_card_id") REFERENCES "public"."package_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_cards" ADD CONSTRAINT "member_cards_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_card_performances" ADD CONSTRAINT "package_card_performances_package_card_id_package_cards_id_fk" FOREIGN KEY ("package_card_id") REFERENCES "public"."package_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_card_performances" ADD CONSTRAINT "package_card_performances_performance_id_performances_id_fk" FOREIGN KEY ("performance_id") REFERENCES "public"."performances"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_cards_member_idx" ON "member_cards" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "order_items_member_card_idx" ON "order_items" USING btree ("member_card_id");