CREATE TABLE "contract_signatures" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contract_signatures_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"sha256" text NOT NULL,
	"party" text NOT NULL,
	"signer_name" text NOT NULL,
	"phone" text,
	"address" text,
	"enterprise_user_id" integer,
	"staff_id" integer,
	"signed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"voided_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "contract_signatures" ADD CONSTRAINT "contract_signatures_project_id_enterprise_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."enterprise_projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_signatures" ADD CONSTRAINT "contract_signatures_file_id_enterprise_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."enterprise_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_signatures" ADD CONSTRAINT "contract_signatures_enterprise_user_id_enterprise_users_id_fk" FOREIGN KEY ("enterprise_user_id") REFERENCES "public"."enterprise_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_signatures" ADD CONSTRAINT "contract_signatures_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contract_signatures_project_idx" ON "contract_signatures" USING btree ("project_id","file_id");