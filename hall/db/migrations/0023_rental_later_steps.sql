CREATE TABLE "project_adjustments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "project_adjustments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"kind" text NOT NULL,
	"request" text NOT NULL,
	"file_id" integer,
	"status" text DEFAULT 'pending' NOT NULL,
	"answer" text,
	"staff_id" integer,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "enterprise_projects" ADD COLUMN "performance_id" integer;--> statement-breakpoint
ALTER TABLE "project_adjustments" ADD CONSTRAINT "project_adjustments_project_id_enterprise_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."enterprise_projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_adjustments" ADD CONSTRAINT "project_adjustments_file_id_enterprise_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."enterprise_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_adjustments" ADD CONSTRAINT "project_adjustments_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "project_adjustments_project_idx" ON "project_adjustments" USING btree ("project_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "project_adjustments_pending_uq" ON "project_adjustments" USING btree ("project_id") WHERE "project_adjustments"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "enterprise_projects" ADD CONSTRAINT "enterprise_projects_performance_id_performances_id_fk" FOREIGN KEY ("performance_id") REFERENCES "public"."performances"("id") ON DELETE no action ON UPDATE no action;