CREATE TABLE "meditation"."group_participants" (
	"group_session_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text NOT NULL,
	"changed_at" timestamp with time zone NOT NULL,
	"event_id" uuid NOT NULL,
	CONSTRAINT "group_participants_group_session_id_user_id_pk" PRIMARY KEY("group_session_id","user_id"),
	CONSTRAINT "group_participants_status_check" CHECK ("meditation"."group_participants"."status" in ('joined', 'left'))
);
--> statement-breakpoint
CREATE TABLE "meditation"."group_sessions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"duration" integer NOT NULL,
	"status" text NOT NULL,
	"scheduled_start" timestamp with time zone NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	CONSTRAINT "group_sessions_status_check" CHECK ("meditation"."group_sessions"."status" in ('scheduled', 'active', 'cancelled', 'completed'))
);
--> statement-breakpoint
-- Until now any group session id was accepted, so a person may hold several records of one; the
-- earliest stays the group sit and later ones are kept as personal sits, so the index can be built.
UPDATE "meditation"."meditation_sessions" AS later SET "group_session_id" = NULL
WHERE "group_session_id" IS NOT NULL AND EXISTS (
	SELECT 1 FROM "meditation"."meditation_sessions" AS earlier
	WHERE earlier."user_id" = later."user_id" AND earlier."group_session_id" = later."group_session_id"
		AND (earlier."timestamp", earlier."id") < (later."timestamp", later."id")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "meditation_sessions_user_group_session_unique" ON "meditation"."meditation_sessions" USING btree ("user_id","group_session_id") WHERE "meditation"."meditation_sessions"."group_session_id" is not null;