ALTER TABLE "admissions" ALTER COLUMN "session_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "group_reservations" ADD COLUMN "confirmed_time" text;--> statement-breakpoint
ALTER TABLE "visit_slots" ADD COLUMN "closed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "admissions" ADD COLUMN "slot_id" integer;--> statement-breakpoint
ALTER TABLE "admissions" ADD CONSTRAINT "admissions_slot_id_visit_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."visit_slots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admissions_slot_idx" ON "admissions" USING btree ("slot_id","entrance");--> statement-breakpoint
ALTER TABLE "admissions" ADD CONSTRAINT "admissions_one_door" CHECK (("admissions"."session_id" is null) <> ("admissions"."slot_id" is null));