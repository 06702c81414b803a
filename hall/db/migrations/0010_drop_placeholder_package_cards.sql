DROP TABLE "member_package_cards" CASCADE;--> statement-breakpoint
DROP TABLE "package_cards" CASCADE;