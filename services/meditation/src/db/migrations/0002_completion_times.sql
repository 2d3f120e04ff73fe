-- Meditations recorded until now end at their timestamp and lasted their duration.
ALTER TABLE "meditation"."meditation_sessions" ADD COLUMN "started_at" timestamp with time zone;
--> statement-breakpoint
UPDATE "meditation"."meditation_sessions" SET "started_at" = "timestamp" - "duration" * interval '1 minute';
--> statement-breakpoint
ALTER TABLE "meditation"."meditation_sessions" ALTER COLUMN "started_at" SET NOT NULL;
