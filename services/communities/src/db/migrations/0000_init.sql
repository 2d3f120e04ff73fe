CREATE SCHEMA "communities";
--> statement-breakpoint
CREATE TABLE "communities"."group_members" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"group_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"role" text DEFAULT 'member' NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status" text DEFAULT 'active' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "communities"."group_posts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"group_id" uuid NOT NULL,
	"author_id" uuid NOT NULL,
	"title" text,
	"content" text NOT NULL,
	"type" text DEFAULT 'discussion' NOT NULL,
	"is_pinned" integer DEFAULT 0 NOT NULL,
	"likes_count" integer DEFAULT 0 NOT NULL,
	"replies_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "communities"."meditation_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"intention" text NOT NULL,
	"is_public" integer DEFAULT 1 NOT NULL,
	"max_members" integer DEFAULT 100 NOT NULL,
	"created_by" uuid NOT NULL,
	"image_url" text,
	"tags" text[] DEFAULT '{}' NOT NULL,
	"meeting_schedule" text,
	"meeting_days" text[] DEFAULT '{}' NOT NULL,
	"meeting_time" text,
	"timezone" text DEFAULT 'UTC' NOT NULL,
	"meditation_duration" integer DEFAULT 5 NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "communities"."outbox" (
	"id" uuid PRIMARY KEY NOT NULL,
	"subject" text NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "communities"."processed_events" (
	"consumer" text NOT NULL,
	"event_id" uuid NOT NULL,
	"processed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "processed_events_consumer_event_id_pk" PRIMARY KEY("consumer","event_id")
);
--> statement-breakpoint
ALTER TABLE "communities"."group_members" ADD CONSTRAINT "group_members_group_id_meditation_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "communities"."meditation_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "communities"."group_posts" ADD CONSTRAINT "group_posts_group_id_meditation_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "communities"."meditation_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "group_members_unique" ON "communities"."group_members" USING btree ("group_id","user_id");--> statement-breakpoint
CREATE INDEX "group_members_user_idx" ON "communities"."group_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "group_posts_group_idx" ON "communities"."group_posts" USING btree ("group_id","created_at");--> statement-breakpoint
CREATE INDEX "meditation_groups_created_idx" ON "communities"."meditation_groups" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "outbox_unpublished_idx" ON "communities"."outbox" USING btree ("id") WHERE published_at is null;