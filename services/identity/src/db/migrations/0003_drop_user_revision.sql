ALTER TABLE "identity"."users" DROP COLUMN "revision";--> statement-breakpoint
DROP SEQUENCE "identity"."user_revision";