CREATE TABLE "meditation"."completion_keys" (
	"user_id" uuid NOT NULL,
	"key" text NOT NULL,
	"fingerprint" text NOT NULL,
	"session_id" uuid NOT NULL,
	"new_achievement_ids" uuid[] NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "completion_keys_user_id_key_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
ALTER TABLE "meditation"."meditation_sessions" ADD COLUMN "partial" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "completion_keys_created_idx" ON "meditation"."completion_keys" USING btree ("created_at");