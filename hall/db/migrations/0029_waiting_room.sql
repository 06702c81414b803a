CREATE TABLE "room_visitors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" integer NOT NULL,
	"arrived_at" timestamp with time zone DEFAULT now() NOT NULL,
	"place" bigint,
	"admitted_at" timestamp with time zone,
	"pass_expires_at" timestamp with time zone,
	"member_id" integer,
	"left_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "waiting_rooms" (
	"session_id" integer PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"opens_at" timestamp with time zone NOT NULL,
	"admit_per_minute" integer NOT NULL,
	"max_active" integer NOT NULL,
	"stay_minutes" integer NOT NULL,
	"drawn_at" timestamp with time zone,
	"admitted_through" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "waiting_rooms_rate_ck" CHECK ("waiting_rooms"."admit_per_minute" >= 1),
	CONSTRAINT "waiting_rooms_active_ck" CHECK ("waiting_rooms"."max_active" >= 1),
	CONSTRAINT "waiting_rooms_stay_ck" CHECK ("waiting_rooms"."stay_minutes" >= 1)
);
--> statement-breakpoint
ALTER TABLE "room_visitors" ADD CONSTRAINT "room_visitors_session_id_waiting_rooms_session_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."waiting_rooms"("session_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_visitors" ADD CONSTRAINT "room_visitors_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waiting_rooms" ADD CONSTRAINT "waiting_rooms_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "room_visitors_place_uq" ON "room_visitors" USING btree ("session_id","place");--> statement-breakpoint
CREATE INDEX "room_visitors_waiting_idx" ON "room_visitors" USING btree ("session_id","place") WHERE "room_visitors"."admitted_at" is null and "room_visitors"."left_at" is null;--> statement-breakpoint
CREATE INDEX "room_visitors_inside_idx" ON "room_visitors" USING btree ("session_id","pass_expires_at") WHERE "room_visitors"."admitted_at" is not null and "room_visitors"."left_at" is null;--> statement-breakpoint
CREATE INDEX "room_visitors_admitted_idx" ON "room_visitors" USING btree ("session_id","admitted_at") WHERE "room_visitors"."admitted_at" is not null;--> statement-breakpoint
CREATE INDEX "room_visitors_member_idx" ON "room_visitors" USING btree ("member_id") WHERE "room_visitors"."member_id" is not null;