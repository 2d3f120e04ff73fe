CREATE TABLE "notification"."message_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"occasion" text NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"error" text,
	"channels" text[] DEFAULT '{}'::text[] NOT NULL,
	"claimed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "notification"."push_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"expiration_time" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification"."reminder_settings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"time_zone" text DEFAULT 'UTC' NOT NULL,
	"daily_time" text,
	"daily_channels" text[] DEFAULT '{push}'::text[] NOT NULL,
	"streak_keeper" boolean DEFAULT false NOT NULL,
	"session_push" boolean DEFAULT false NOT NULL,
	"quiet_from" text,
	"quiet_to" text,
	"day_end_hour" integer DEFAULT 0 NOT NULL,
	"grace" boolean DEFAULT true NOT NULL,
	"rule_revision" integer DEFAULT 0 NOT NULL,
	"next_daily_at" timestamp with time zone,
	"next_streak_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification"."sit_ends" (
	"user_id" uuid NOT NULL,
	"ended_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sit_ends_user_id_ended_at_pk" PRIMARY KEY("user_id","ended_at")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "message_log_occasion_idx" ON "notification"."message_log" USING btree ("user_id","kind","occasion");--> statement-breakpoint
CREATE INDEX "message_log_user_sent_idx" ON "notification"."message_log" USING btree ("user_id","sent_at");--> statement-breakpoint
CREATE UNIQUE INDEX "push_subscriptions_endpoint_idx" ON "notification"."push_subscriptions" USING btree ("endpoint");--> statement-breakpoint
CREATE INDEX "push_subscriptions_user_idx" ON "notification"."push_subscriptions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "reminder_settings_next_daily_idx" ON "notification"."reminder_settings" USING btree ("next_daily_at") WHERE next_daily_at is not null;--> statement-breakpoint
CREATE INDEX "reminder_settings_next_streak_idx" ON "notification"."reminder_settings" USING btree ("next_streak_at") WHERE next_streak_at is not null;