CREATE TABLE "banners" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "banners_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"en_title" text,
	"image" text NOT NULL,
	"mobile_image" text,
	"link" text,
	"sort" integer DEFAULT 0 NOT NULL,
	"visible" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brands" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "brands_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"en_name" text,
	"type" integer DEFAULT 0 NOT NULL,
	"category" integer DEFAULT 0 NOT NULL,
	"summary" text,
	"en_summary" text,
	"body" text,
	"en_body" text,
	"image" text,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "content_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"en_title" text,
	"summary" text,
	"en_summary" text,
	"body" text,
	"en_body" text,
	"image" text,
	"url" text,
	"extra" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"visible" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dirs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "dirs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"dir_type" text NOT NULL,
	"name" text NOT NULL,
	"en_name" text,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_params" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"en_value" text
);
--> statement-breakpoint
CREATE TABLE "genres" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "genres_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"name" text NOT NULL,
	"en_name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "genres_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "hall_seats" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "hall_seats_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"hall_id" integer NOT NULL,
	"floor" integer NOT NULL,
	"area" text NOT NULL,
	"en_area" text NOT NULL,
	"row" integer NOT NULL,
	"number" integer NOT NULL,
	"x" real NOT NULL,
	"y" real NOT NULL
);
--> statement-breakpoint
CREATE TABLE "halls" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "halls_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"name" text NOT NULL,
	"en_name" text NOT NULL,
	"capacity" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "halls_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "performances" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "performances_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"category" integer NOT NULL,
	"genre_id" integer NOT NULL,
	"hall_id" integer NOT NULL,
	"main_title" text NOT NULL,
	"en_main_title" text NOT NULL,
	"subtitle" text DEFAULT '' NOT NULL,
	"en_subtitle" text DEFAULT '' NOT NULL,
	"series" text DEFAULT '' NOT NULL,
	"en_series" text DEFAULT '' NOT NULL,
	"month_quarter" text DEFAULT '' NOT NULL,
	"en_month_quarter" text DEFAULT '' NOT NULL,
	"organizer" text DEFAULT '' NOT NULL,
	"en_organizer" text DEFAULT '' NOT NULL,
	"host" text DEFAULT '' NOT NULL,
	"en_host" text DEFAULT '' NOT NULL,
	"co_host" text DEFAULT '' NOT NULL,
	"en_co_host" text DEFAULT '' NOT NULL,
	"poster" text NOT NULL,
	"intro" text DEFAULT '' NOT NULL,
	"en_intro" text DEFAULT '' NOT NULL,
	"purchase_notes" text DEFAULT '' NOT NULL,
	"en_purchase_notes" text DEFAULT '' NOT NULL,
	"discount" text DEFAULT '' NOT NULL,
	"en_discount" text DEFAULT '' NOT NULL,
	"artists" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"repertoire" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"duration_minutes" integer DEFAULT 120 NOT NULL,
	"sale_start_at" timestamp with time zone NOT NULL,
	"is_recommend" boolean DEFAULT false NOT NULL,
	"is_hot" boolean DEFAULT false NOT NULL,
	"real_name" boolean DEFAULT false NOT NULL,
	"child_height_limit_cm" integer,
	"brand_id" integer,
	"visible" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "session_seats" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "session_seats_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"session_id" integer NOT NULL,
	"hall_seat_id" integer NOT NULL,
	"ticket_class_id" integer NOT NULL,
	"status" text DEFAULT 'available' NOT NULL,
	"order_id" integer,
	"hold_expires_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sessions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"performance_id" integer NOT NULL,
	"hall_id" integer NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"has_seat_map" boolean DEFAULT true NOT NULL,
	"limit_per_member" integer DEFAULT 6 NOT NULL,
	"limit_per_order" integer DEFAULT 4 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ticket_classes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ticket_classes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"session_id" integer NOT NULL,
	"name" text NOT NULL,
	"en_name" text NOT NULL,
	"price_fen" integer NOT NULL,
	"color" text NOT NULL,
	"point_only" boolean DEFAULT false NOT NULL,
	"point_price" integer,
	"limit_per_member" integer,
	"stock" integer,
	"sold" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "access_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"login_type" integer NOT NULL,
	"member_id" integer,
	"enterprise_user_id" integer,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "buyers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "buyers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"name" text NOT NULL,
	"cert_type" text NOT NULL,
	"cert_no" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "enterprise_users" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "enterprise_users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"phone" text NOT NULL,
	"password_hash" text NOT NULL,
	"company_name" text NOT NULL,
	"credit_code" text,
	"contact_name" text,
	"email" text,
	"address" text,
	"failed_logins" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "enterprise_users_phone_unique" UNIQUE("phone")
);
--> statement-breakpoint
CREATE TABLE "members" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "members_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"phone" text NOT NULL,
	"password_hash" text,
	"name" text,
	"sex" integer,
	"birthday" text,
	"id_card" text,
	"email" text,
	"connect_tel" text,
	"industry_id" integer,
	"card_no" text NOT NULL,
	"level" integer DEFAULT 0 NOT NULL,
	"points_balance" integer DEFAULT 0 NOT NULL,
	"consumption_fen" integer DEFAULT 0 NOT NULL,
	"vip_expires_at" timestamp with time zone,
	"wx_open_id" text,
	"wx_union_id" text,
	"failed_logins" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "members_phone_unique" UNIQUE("phone"),
	CONSTRAINT "members_card_no_unique" UNIQUE("card_no"),
	CONSTRAINT "members_wx_open_id_unique" UNIQUE("wx_open_id"),
	CONSTRAINT "members_wx_union_id_unique" UNIQUE("wx_union_id")
);
--> statement-breakpoint
CREATE TABLE "point_ledger" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "point_ledger_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"delta" integer NOT NULL,
	"balance_after" integer NOT NULL,
	"reason" text NOT NULL,
	"order_id" integer,
	"note" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "receivers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "receivers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"province" text NOT NULL,
	"city" text NOT NULL,
	"county" text NOT NULL,
	"address" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "slide_challenges" (
	"id" text PRIMARY KEY NOT NULL,
	"offset_x" integer NOT NULL,
	"offset_y" integer NOT NULL,
	"image_index" integer NOT NULL,
	"ticket_hash" text,
	"ticket_expires_at" timestamp with time zone,
	"solved_at" timestamp with time zone,
	"consumed_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_outbox" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sms_outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"phone" text NOT NULL,
	"body" text NOT NULL,
	"code" text,
	"provider_message_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "station_letters" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "station_letters_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"title" text NOT NULL,
	"en_title" text,
	"body" text NOT NULL,
	"en_body" text,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "verification_codes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "verification_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"phone" text NOT NULL,
	"code_type" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cart_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cart_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"kind" text NOT NULL,
	"session_id" integer,
	"ticket_class_id" integer,
	"session_seat_id" integer,
	"goods_id" integer,
	"quantity" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "code_promotions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "code_promotions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"en_name" text NOT NULL,
	"show_info" text NOT NULL,
	"en_show_info" text NOT NULL,
	"coupon_type" text NOT NULL,
	"amount_fen" integer NOT NULL,
	"min_spend_fen" integer DEFAULT 0 NOT NULL,
	"max_order_fen" integer,
	"project_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"total" integer NOT NULL,
	"claimed" integer DEFAULT 0 NOT NULL,
	"per_member_limit" integer DEFAULT 1 NOT NULL,
	"claim_from" timestamp with time zone NOT NULL,
	"claim_to" timestamp with time zone NOT NULL,
	"valid_days" integer DEFAULT 30 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "discount_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"amount_fen" integer NOT NULL,
	"usage_limit" integer NOT NULL,
	"used" integer DEFAULT 0 NOT NULL,
	"valid_to" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_coupons" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "member_coupons_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"code_promotion_id" integer NOT NULL,
	"status" text DEFAULT 'unused' NOT NULL,
	"order_id" integer,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"session_id" integer,
	"ticket_class_id" integer,
	"session_seat_id" integer,
	"goods_id" integer,
	"quantity" integer DEFAULT 1 NOT NULL,
	"price_fen" integer NOT NULL,
	"point_price" integer,
	"buyer_name" text,
	"buyer_cert_type" text,
	"buyer_cert_no" text,
	"performance_id" integer,
	"ticket_code" text,
	CONSTRAINT "order_items_ticket_code_unique" UNIQUE("ticket_code")
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_no" text NOT NULL,
	"member_id" integer NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"total_fen" integer NOT NULL,
	"coupon_fen" integer DEFAULT 0 NOT NULL,
	"member_coupon_id" integer,
	"discount_code" text,
	"discount_fen" integer DEFAULT 0 NOT NULL,
	"points_used" integer DEFAULT 0 NOT NULL,
	"points_fen" integer DEFAULT 0 NOT NULL,
	"pay_fen" integer NOT NULL,
	"pay_method" text,
	"invoice" jsonb,
	"invoice_state" text DEFAULT 'none' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"refund_state" text DEFAULT 'none' NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_order_no_unique" UNIQUE("order_no")
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"provider" text NOT NULL,
	"provider_trade_no" text NOT NULL,
	"amount_fen" integer NOT NULL,
	"raw" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "goods" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "goods_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"type" integer NOT NULL,
	"name" text NOT NULL,
	"en_name" text,
	"summary" text,
	"body" text,
	"image" text NOT NULL,
	"point_price" integer NOT NULL,
	"price_fen" integer DEFAULT 0 NOT NULL,
	"stock" integer NOT NULL,
	"sold" integer DEFAULT 0 NOT NULL,
	"limit_per_member" integer DEFAULT 5 NOT NULL,
	"is_recommend" boolean DEFAULT false NOT NULL,
	"performance_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"visible" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_package_cards" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "member_package_cards_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"package_card_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"remaining" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "package_cards" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "package_cards_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"en_name" text,
	"body" text NOT NULL,
	"price_fen" integer NOT NULL,
	"ticket_count" integer NOT NULL,
	"sale_from" timestamp with time zone NOT NULL,
	"sale_to" timestamp with time zone NOT NULL,
	"stock" integer NOT NULL,
	"sold" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "group_reservations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "group_reservations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"unit_name" text NOT NULL,
	"contact_name" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"visitor_count" integer NOT NULL,
	"period" text NOT NULL,
	"date_from" text NOT NULL,
	"date_to" text NOT NULL,
	"invoice" text NOT NULL,
	"note" text,
	"status" text DEFAULT 'submitted' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reservations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reservations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"slot_id" integer NOT NULL,
	"order_id" integer,
	"visitors" jsonb NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visit_rules" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"en_value" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visit_slots" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "visit_slots_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"date" text NOT NULL,
	"start_time" text NOT NULL,
	"capacity" integer NOT NULL,
	"booked" integer DEFAULT 0 NOT NULL,
	"price_fen" integer DEFAULT 5000 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "enterprise_files" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "enterprise_files_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer,
	"enterprise_user_id" integer,
	"name" text NOT NULL,
	"mime" text NOT NULL,
	"size" integer NOT NULL,
	"data" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "enterprise_projects" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "enterprise_projects_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"enterprise_user_id" integer NOT NULL,
	"name" text NOT NULL,
	"hall_id" integer,
	"process" text DEFAULT 'consultation' NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"steps" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"deposit_fen" integer,
	"contract_fen" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "hall_seats" ADD CONSTRAINT "hall_seats_hall_id_halls_id_fk" FOREIGN KEY ("hall_id") REFERENCES "public"."halls"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "performances" ADD CONSTRAINT "performances_genre_id_genres_id_fk" FOREIGN KEY ("genre_id") REFERENCES "public"."genres"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "performances" ADD CONSTRAINT "performances_hall_id_halls_id_fk" FOREIGN KEY ("hall_id") REFERENCES "public"."halls"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_seats" ADD CONSTRAINT "session_seats_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_seats" ADD CONSTRAINT "session_seats_hall_seat_id_hall_seats_id_fk" FOREIGN KEY ("hall_seat_id") REFERENCES "public"."hall_seats"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_seats" ADD CONSTRAINT "session_seats_ticket_class_id_ticket_classes_id_fk" FOREIGN KEY ("ticket_class_id") REFERENCES "public"."ticket_classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_performance_id_performances_id_fk" FOREIGN KEY ("performance_id") REFERENCES "public"."performances"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_hall_id_halls_id_fk" FOREIGN KEY ("hall_id") REFERENCES "public"."halls"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_classes" ADD CONSTRAINT "ticket_classes_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyers" ADD CONSTRAINT "buyers_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_ledger" ADD CONSTRAINT "point_ledger_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receivers" ADD CONSTRAINT "receivers_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "station_letters" ADD CONSTRAINT "station_letters_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_coupons" ADD CONSTRAINT "member_coupons_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_coupons" ADD CONSTRAINT "member_coupons_code_promotion_id_code_promotions_id_fk" FOREIGN KEY ("code_promotion_id") REFERENCES "public"."code_promotions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_package_cards" ADD CONSTRAINT "member_package_cards_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_package_cards" ADD CONSTRAINT "member_package_cards_package_card_id_package_cards_id_fk" FOREIGN KEY ("package_card_id") REFERENCES "public"."package_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_reservations" ADD CONSTRAINT "group_reservations_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_slot_id_visit_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."visit_slots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enterprise_files" ADD CONSTRAINT "enterprise_files_project_id_enterprise_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."enterprise_projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enterprise_files" ADD CONSTRAINT "enterprise_files_enterprise_user_id_enterprise_users_id_fk" FOREIGN KEY ("enterprise_user_id") REFERENCES "public"."enterprise_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enterprise_projects" ADD CONSTRAINT "enterprise_projects_enterprise_user_id_enterprise_users_id_fk" FOREIGN KEY ("enterprise_user_id") REFERENCES "public"."enterprise_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_items_kind_idx" ON "content_items" USING btree ("kind","sort","published_at");--> statement-breakpoint
CREATE UNIQUE INDEX "dirs_type_name_uq" ON "dirs" USING btree ("dir_type","name");--> statement-breakpoint
CREATE UNIQUE INDEX "hall_seats_position_uq" ON "hall_seats" USING btree ("hall_id","floor","area","row","number");--> statement-breakpoint
CREATE INDEX "performances_category_idx" ON "performances" USING btree ("category","visible");--> statement-breakpoint
CREATE UNIQUE INDEX "session_seats_seat_uq" ON "session_seats" USING btree ("session_id","hall_seat_id");--> statement-breakpoint
CREATE INDEX "session_seats_status_idx" ON "session_seats" USING btree ("session_id","status");--> statement-breakpoint
CREATE INDEX "sessions_start_idx" ON "sessions" USING btree ("start_time");--> statement-breakpoint
CREATE INDEX "sessions_performance_idx" ON "sessions" USING btree ("performance_id");--> statement-breakpoint
CREATE INDEX "ticket_classes_session_idx" ON "ticket_classes" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "access_tokens_member_idx" ON "access_tokens" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "buyers_member_cert_uq" ON "buyers" USING btree ("member_id","cert_type","cert_no");--> statement-breakpoint
CREATE INDEX "point_ledger_member_idx" ON "point_ledger" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "station_letters_member_idx" ON "station_letters" USING btree ("member_id","read_at");--> statement-breakpoint
CREATE INDEX "verification_codes_phone_idx" ON "verification_codes" USING btree ("phone","code_type","created_at");--> statement-breakpoint
CREATE INDEX "cart_items_member_idx" ON "cart_items" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "member_coupons_member_idx" ON "member_coupons" USING btree ("member_id","status");--> statement-breakpoint
CREATE INDEX "order_items_order_idx" ON "order_items" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "orders_member_idx" ON "orders" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_expiry_idx" ON "orders" USING btree ("status","expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_trade_uq" ON "payments" USING btree ("provider","provider_trade_no");--> statement-breakpoint
CREATE UNIQUE INDEX "visit_slots_uq" ON "visit_slots" USING btree ("date","start_time");--> statement-breakpoint
CREATE INDEX "enterprise_projects_user_idx" ON "enterprise_projects" USING btree ("enterprise_user_id");