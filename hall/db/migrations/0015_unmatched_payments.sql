CREATE TABLE "unmatched_payments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "unmatched_payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"provider" text NOT NULL,
	"reference" text NOT NULL,
	"reason" text NOT NULL,
	"order_no" text,
	"trade_no" text,
	"amount_fen" integer,
	"raw" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"refund_no" text,
	"refund_state" text DEFAULT 'none' NOT NULL,
	"provider_refund_id" text,
	"last_error" text,
	"resolved_at" timestamp with time zone,
	"resolved_by" integer,
	"resolution" text,
	CONSTRAINT "unmatched_payments_refund_no_unique" UNIQUE("refund_no")
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "amount_matched" boolean DEFAULT true NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "unmatched_payments_reference_uq" ON "unmatched_payments" USING btree ("provider","reference");