ALTER TABLE "notification"."email_log" ADD COLUMN "claim_id" uuid;--> statement-breakpoint
ALTER TABLE "notification"."email_log" ADD COLUMN "claimed_at" timestamp with time zone;