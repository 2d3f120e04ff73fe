CREATE TABLE "notification"."communities" (
	"group_id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification"."community_members" (
	"group_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "community_members_group_id_user_id_pk" PRIMARY KEY("group_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "notification"."group_sessions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"intention" text NOT NULL,
	"duration" integer NOT NULL,
	"group_id" uuid,
	"scheduled_start" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification"."recipients" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"email" text,
	"first_name" text,
	"session_emails" boolean DEFAULT true NOT NULL,
	"profile_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification"."session_participants" (
	"group_session_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "session_participants_group_session_id_user_id_pk" PRIMARY KEY("group_session_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "notification"."email_log" ADD COLUMN "group_session_id" uuid;--> statement-breakpoint
ALTER TABLE "notification"."email_log" ADD COLUMN "dedupe_key" text;--> statement-breakpoint
ALTER TABLE "notification"."email_log" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "group_sessions_scheduled_idx" ON "notification"."group_sessions" USING btree ("scheduled_start") WHERE status = 'scheduled';--> statement-breakpoint
CREATE UNIQUE INDEX "email_log_dedupe_key_idx" ON "notification"."email_log" USING btree ("dedupe_key");--> statement-breakpoint
CREATE INDEX "email_log_queued_idx" ON "notification"."email_log" USING btree ("created_at") WHERE status = 'queued';