DROP TABLE "enterprise_files" CASCADE;--> statement-breakpoint
CREATE INDEX "enterprise_projects_process_idx" ON "enterprise_projects" USING btree ("process","status");