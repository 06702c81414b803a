ALTER TABLE "station_letters" ADD COLUMN "link" text;--> statement-breakpoint
ALTER TABLE "enterprise_files" ADD COLUMN "upload_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "enterprise_files_upload_key_uq" ON "enterprise_files" USING btree ("project_id","upload_key");