CREATE TABLE "groups"."group_session_minutes" (
	"group_session_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"minutes" integer NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL,
	CONSTRAINT "group_session_minutes_group_session_id_user_id_pk" PRIMARY KEY("group_session_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "groups"."group_session_minutes" ADD CONSTRAINT "group_session_minutes_group_session_id_group_sessions_id_fk" FOREIGN KEY ("group_session_id") REFERENCES "groups"."group_sessions"("id") ON DELETE cascade ON UPDATE no action;