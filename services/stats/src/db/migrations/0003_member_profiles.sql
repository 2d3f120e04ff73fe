ALTER TABLE "stats"."members" ADD COLUMN "first_name" text;--> statement-breakpoint
ALTER TABLE "stats"."members" ADD COLUMN "last_name" text;--> statement-breakpoint
ALTER TABLE "stats"."members" ADD COLUMN "profile_image_url" text;