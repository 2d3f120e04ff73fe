-- The read models are now built by new durable consumers that start from the beginning of the stream: the
-- counters of the former consumer are cleared so that nothing is counted twice.
TRUNCATE "stats"."daily_totals", "stats"."intention_totals", "stats"."processed_events";--> statement-breakpoint
CREATE TABLE "stats"."communities" (
	"group_id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"intention" text NOT NULL,
	"is_public" boolean NOT NULL,
	"max_members" integer NOT NULL,
	"created_by" uuid NOT NULL,
	"meditation_duration" integer NOT NULL,
	"member_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stats"."community_members" (
	"group_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	CONSTRAINT "community_members_group_id_user_id_pk" PRIMARY KEY("group_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "stats"."members" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"joined_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stats"."quarter_hour_totals" (
	"bucket" timestamp with time zone PRIMARY KEY NOT NULL,
	"sessions" bigint DEFAULT 0 NOT NULL,
	"minutes" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stats"."user_achievements" (
	"user_id" uuid NOT NULL,
	"achievement_id" uuid NOT NULL,
	"slug" text,
	"name" text NOT NULL,
	"unlocked_at" timestamp with time zone NOT NULL,
	CONSTRAINT "user_achievements_user_id_achievement_id_pk" PRIMARY KEY("user_id","achievement_id")
);
--> statement-breakpoint
CREATE TABLE "stats"."user_practice" (
	"user_id" uuid NOT NULL,
	"intention" text NOT NULL,
	"duration" integer NOT NULL,
	"sessions" integer DEFAULT 0 NOT NULL,
	"minutes" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "user_practice_user_id_intention_duration_pk" PRIMARY KEY("user_id","intention","duration")
);
--> statement-breakpoint
CREATE TABLE "stats"."user_sessions" (
	"session_id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"intention" text NOT NULL,
	"duration" integer NOT NULL,
	"completed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stats"."user_totals" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"sessions" integer DEFAULT 0 NOT NULL,
	"minutes" bigint DEFAULT 0 NOT NULL,
	"stopped" integer DEFAULT 0 NOT NULL,
	"last_completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "communities_intention_idx" ON "stats"."communities" USING btree ("intention","member_count" desc);--> statement-breakpoint
CREATE INDEX "community_members_user_idx" ON "stats"."community_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "members_joined_idx" ON "stats"."members" USING btree ("joined_at" desc,"user_id" desc);--> statement-breakpoint
CREATE INDEX "user_sessions_user_completed_idx" ON "stats"."user_sessions" USING btree ("user_id","completed_at");--> statement-breakpoint
CREATE INDEX "user_totals_minutes_idx" ON "stats"."user_totals" USING btree ("minutes" desc,"user_id");--> statement-breakpoint
CREATE INDEX "user_totals_last_completed_idx" ON "stats"."user_totals" USING btree ("last_completed_at");