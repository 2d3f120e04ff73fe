CREATE SCHEMA "meditation";
--> statement-breakpoint
CREATE SEQUENCE "meditation"."active_session_revision" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "meditation"."achievements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"type" text NOT NULL,
	"criteria" jsonb NOT NULL,
	"icon" text NOT NULL,
	"rarity" text DEFAULT 'common' NOT NULL,
	"is_active" integer DEFAULT 1 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "achievements_rarity_check" CHECK ("meditation"."achievements"."rarity" in ('common', 'rare', 'epic', 'legendary'))
);
--> statement-breakpoint
CREATE TABLE "meditation"."active_meditation_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"intention" text NOT NULL,
	"location" text NOT NULL,
	"duration" integer NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"last_ping" timestamp with time zone,
	"state" text DEFAULT 'countdown' NOT NULL,
	"paused_at" timestamp with time zone,
	"total_paused_ms" bigint DEFAULT 0 NOT NULL,
	"group_session_id" uuid,
	"revision" bigint DEFAULT nextval('meditation.active_session_revision') NOT NULL,
	CONSTRAINT "active_meditation_sessions_state_check" CHECK ("meditation"."active_meditation_sessions"."state" in ('countdown', 'meditating', 'paused')),
	CONSTRAINT "active_meditation_sessions_duration_check" CHECK ("meditation"."active_meditation_sessions"."duration" between 1 and 60),
	CONSTRAINT "active_meditation_sessions_paused_check" CHECK (("meditation"."active_meditation_sessions"."state" = 'paused') = ("meditation"."active_meditation_sessions"."paused_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "meditation"."meditation_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"intention" text NOT NULL,
	"location" text NOT NULL,
	"duration" integer NOT NULL,
	"timestamp" timestamp with time zone NOT NULL,
	"group_session_id" uuid,
	CONSTRAINT "meditation_sessions_duration_check" CHECK ("meditation"."meditation_sessions"."duration" between 1 and 60)
);
--> statement-breakpoint
CREATE TABLE "meditation"."outbox" (
	"id" uuid PRIMARY KEY NOT NULL,
	"subject" text NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "meditation"."processed_events" (
	"consumer" text NOT NULL,
	"event_id" uuid NOT NULL,
	"processed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "processed_events_consumer_event_id_pk" PRIMARY KEY("consumer","event_id")
);
--> statement-breakpoint
CREATE TABLE "meditation"."user_achievements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"achievement_id" uuid NOT NULL,
	"unlocked_at" timestamp with time zone NOT NULL,
	"progress" jsonb
);
--> statement-breakpoint
ALTER TABLE "meditation"."user_achievements" ADD CONSTRAINT "user_achievements_achievement_id_achievements_id_fk" FOREIGN KEY ("achievement_id") REFERENCES "meditation"."achievements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "achievements_slug_unique" ON "meditation"."achievements" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "active_meditation_sessions_user_unique" ON "meditation"."active_meditation_sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "meditation_sessions_user_time_idx" ON "meditation"."meditation_sessions" USING btree ("user_id","timestamp");--> statement-breakpoint
CREATE INDEX "outbox_unpublished_idx" ON "meditation"."outbox" USING btree ("id") WHERE published_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "user_achievements_user_achievement_unique" ON "meditation"."user_achievements" USING btree ("user_id","achievement_id");--> statement-breakpoint
CREATE INDEX "user_achievements_user_time_idx" ON "meditation"."user_achievements" USING btree ("user_id","unlocked_at");