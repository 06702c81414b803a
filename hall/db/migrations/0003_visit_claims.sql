CREATE TABLE "visit_claims" (
	"date" text NOT NULL,
	"cert_no" text NOT NULL,
	"reservation_id" integer NOT NULL,
	CONSTRAINT "visit_claims_date_cert_no_pk" PRIMARY KEY("date","cert_no")
);
--> statement-breakpoint
ALTER TABLE "visit_claims" ADD CONSTRAINT "visit_claims_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "visit_claims_reservation_idx" ON "visit_claims" USING btree ("reservation_id");