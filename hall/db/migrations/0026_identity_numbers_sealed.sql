ALTER TABLE "real_name_claims" RENAME COLUMN "cert_no" TO "cert_hash";--> statement-breakpoint
ALTER TABLE "visit_claims" RENAME COLUMN "cert_no" TO "cert_hash";--> statement-breakpoint
DROP INDEX "buyers_member_cert_uq";--> statement-breakpoint
DROP INDEX "welfare_applications_cert_uq";--> statement-breakpoint
ALTER TABLE "real_name_claims" DROP CONSTRAINT "real_name_claims_performance_id_cert_no_pk";--> statement-breakpoint
ALTER TABLE "visit_claims" DROP CONSTRAINT "visit_claims_date_cert_no_pk";--> statement-breakpoint
ALTER TABLE "real_name_claims" ADD CONSTRAINT "real_name_claims_performance_id_cert_hash_pk" PRIMARY KEY("performance_id","cert_hash");--> statement-breakpoint
ALTER TABLE "visit_claims" ADD CONSTRAINT "visit_claims_date_cert_hash_pk" PRIMARY KEY("date","cert_hash");--> statement-breakpoint
-- Rows from before sealing hold a placeholder until the hall API seals them at start (hall/db/personal-data).
ALTER TABLE "buyers" ADD COLUMN "cert_hash" text;--> statement-breakpoint
UPDATE "buyers" SET "cert_hash" = 'unsealed:' || "id";--> statement-breakpoint
ALTER TABLE "buyers" ALTER COLUMN "cert_hash" SET NOT NULL;--> statement-breakpoint
-- Rows from before sealing hold a placeholder until the hall API seals them at start (hall/db/personal-data).
ALTER TABLE "welfare_applications" ADD COLUMN "cert_hash" text;--> statement-breakpoint
UPDATE "welfare_applications" SET "cert_hash" = 'unsealed:' || "id";--> statement-breakpoint
ALTER TABLE "welfare_applications" ALTER COLUMN "cert_hash" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "buyers_member_person_uq" ON "buyers" USING btree ("member_id","cert_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "welfare_applications_person_uq" ON "welfare_applications" USING btree ("performance_id","cert_hash");