CREATE TABLE "enterprise_files" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "enterprise_files_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"mime" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"content" "bytea" NOT NULL,
	"enterprise_user_id" integer,
	"staff_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "enterprise_project_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "enterprise_project_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"action" text NOT NULL,
	"party" text NOT NULL,
	"enterprise_user_id" integer,
	"staff_id" integer,
	"from_process" text,
	"from_status" text,
	"to_process" text NOT NULL,
	"to_status" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rental_holds" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rental_holds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"hall_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"option" text NOT NULL,
	"expires_at" timestamp with time zone,
	"released_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "enterprise_files" ADD CONSTRAINT "enterprise_files_project_id_enterprise_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."enterprise_projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enterprise_files" ADD CONSTRAINT "enterprise_files_enterprise_user_id_enterprise_users_id_fk" FOREIGN KEY ("enterprise_user_id") REFERENCES "public"."enterprise_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enterprise_files" ADD CONSTRAINT "enterprise_files_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enterprise_project_events" ADD CONSTRAINT "enterprise_project_events_project_id_enterprise_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."enterprise_projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enterprise_project_events" ADD CONSTRAINT "enterprise_project_events_enterprise_user_id_enterprise_users_id_fk" FOREIGN KEY ("enterprise_user_id") REFERENCES "public"."enterprise_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enterprise_project_events" ADD CONSTRAINT "enterprise_project_events_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_holds" ADD CONSTRAINT "rental_holds_project_id_enterprise_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."enterprise_projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_holds" ADD CONSTRAINT "rental_holds_hall_id_halls_id_fk" FOREIGN KEY ("hall_id") REFERENCES "public"."halls"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "enterprise_files_project_idx" ON "enterprise_files" USING btree ("project_id","kind");--> statement-breakpoint
CREATE INDEX "enterprise_project_events_project_idx" ON "enterprise_project_events" USING btree ("project_id","id");--> statement-breakpoint
CREATE INDEX "rental_holds_project_idx" ON "rental_holds" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "rental_holds_hall_idx" ON "rental_holds" USING btree ("hall_id","starts_at");--> statement-breakpoint
-- A hold covers a real stretch of time.
ALTER TABLE "rental_holds" ADD CONSTRAINT "rental_holds_range_ck" CHECK ("starts_at" < "ends_at");--> statement-breakpoint
-- Two definite bookings of one hall never overlap, and one hall's dates carry one live first option at a time,
-- whatever races (issue 16). int4range(hall, hall) turns the hall into a range so that plain GiST (no
-- btree_gist, which PGlite loads only as an extension) compares it with && as it compares the times.
ALTER TABLE "rental_holds" ADD CONSTRAINT "rental_holds_definite_excl" EXCLUDE USING gist (
  int4range("hall_id", "hall_id", '[]') WITH &&,
  tstzrange("starts_at", "ends_at") WITH &&
) WHERE ("option" = 'definite' AND "released_at" IS NULL);--> statement-breakpoint
ALTER TABLE "rental_holds" ADD CONSTRAINT "rental_holds_first_excl" EXCLUDE USING gist (
  int4range("hall_id", "hall_id", '[]') WITH &&,
  tstzrange("starts_at", "ends_at") WITH &&
) WHERE ("option" = 'first' AND "released_at" IS NULL);
