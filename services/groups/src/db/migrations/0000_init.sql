CREATE SCHEMA "groups";
--> statement-breakpoint
CREATE TABLE "groups"."group_session_participants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"group_session_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status" text DEFAULT 'joined' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "groups"."group_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"intention" text NOT NULL,
	"scheduled_start" timestamp with time zone NOT NULL,
	"duration" integer DEFAULT 5 NOT NULL,
	"max_participants" integer DEFAULT 50 NOT NULL,
	"created_by" uuid NOT NULL,
	"group_id" uuid,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "groups"."outbox" (
	"id" uuid PRIMARY KEY NOT NULL,
	"subject" text NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "groups"."processed_events" (
	"consumer" text NOT NULL,
	"event_id" uuid NOT NULL,
	"processed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "processed_events_consumer_event_id_pk" PRIMARY KEY("consumer","event_id")
);
--> statement-breakpoint
ALTER TABLE "groups"."group_session_participants" ADD CONSTRAINT "group_session_participants_group_session_id_group_sessions_id_fk" FOREIGN KEY ("group_session_id") REFERENCES "groups"."group_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "group_session_participants_unique" ON "groups"."group_session_participants" USING btree ("group_session_id","user_id");--> statement-breakpoint
CREATE INDEX "group_sessions_start_idx" ON "groups"."group_sessions" USING btree ("scheduled_start");--> statement-breakpoint
CREATE INDEX "group_sessions_group_idx" ON "groups"."group_sessions" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "outbox_unpublished_idx" ON "groups"."outbox" USING btree ("id") WHERE published_at is null;