ALTER TABLE "group_reservations" ADD COLUMN "confirmed_date" text;--> statement-breakpoint
ALTER TABLE "group_reservations" ADD COLUMN "reject_reason" text;--> statement-breakpoint
ALTER TABLE "group_reservations" ADD COLUMN "decided_at" timestamp with time zone;