CREATE TABLE "project_payments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "project_payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"kind" text NOT NULL,
	"seq" integer NOT NULL,
	"amount_fen" integer NOT NULL,
	"due_at" timestamp with time zone,
	"order_id" integer,
	"receipt_file_id" integer,
	"paid_at" timestamp with time zone,
	"paid_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "station_letters" ALTER COLUMN "member_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "member_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "station_letters" ADD COLUMN "enterprise_user_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "enterprise_user_id" integer;--> statement-breakpoint
ALTER TABLE "project_payments" ADD CONSTRAINT "project_payments_project_id_enterprise_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."enterprise_projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_payments" ADD CONSTRAINT "project_payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_payments" ADD CONSTRAINT "project_payments_receipt_file_id_enterprise_files_id_fk" FOREIGN KEY ("receipt_file_id") REFERENCES "public"."enterprise_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "project_payments_seq_uq" ON "project_payments" USING btree ("project_id","kind","seq");--> statement-breakpoint
CREATE INDEX "project_payments_order_idx" ON "project_payments" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "station_letters" ADD CONSTRAINT "station_letters_enterprise_user_id_enterprise_users_id_fk" FOREIGN KEY ("enterprise_user_id") REFERENCES "public"."enterprise_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_enterprise_user_id_enterprise_users_id_fk" FOREIGN KEY ("enterprise_user_id") REFERENCES "public"."enterprise_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "station_letters_enterprise_idx" ON "station_letters" USING btree ("enterprise_user_id","read_at");--> statement-breakpoint
-- An order, and a station letter, belong to a member or to a venue renter: exactly one of them.
ALTER TABLE "orders" ADD CONSTRAINT "orders_owner_ck" CHECK (("member_id" IS NULL) <> ("enterprise_user_id" IS NULL));--> statement-breakpoint
ALTER TABLE "station_letters" ADD CONSTRAINT "station_letters_owner_ck" CHECK (("member_id" IS NULL) <> ("enterprise_user_id" IS NULL));--> statement-breakpoint
ALTER TABLE "project_payments" ADD CONSTRAINT "project_payments_amount_ck" CHECK ("amount_fen" > 0);
