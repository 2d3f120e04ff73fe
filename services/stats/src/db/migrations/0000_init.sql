CREATE SCHEMA "stats";
--> statement-breakpoint
CREATE TABLE "stats"."daily_totals" (
	"day" date PRIMARY KEY NOT NULL,
	"sessions" bigint DEFAULT 0 NOT NULL,
	"minutes" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stats"."intention_totals" (
	"intention" text PRIMARY KEY NOT NULL,
	"sessions" bigint DEFAULT 0 NOT NULL,
	"minutes" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stats"."outbox" (
	"id" uuid PRIMARY KEY NOT NULL,
	"subject" text NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "stats"."processed_events" (
	"consumer" text NOT NULL,
	"event_id" uuid NOT NULL,
	"processed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "processed_events_consumer_event_id_pk" PRIMARY KEY("consumer","event_id")
);
--> statement-breakpoint
CREATE INDEX "outbox_unpublished_idx" ON "stats"."outbox" USING btree ("id") WHERE published_at is null;