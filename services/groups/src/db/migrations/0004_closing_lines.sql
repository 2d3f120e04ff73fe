CREATE TABLE "groups"."closing_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"group_session_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"text" text NOT NULL,
	"written_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "groups"."closing_lines" ADD CONSTRAINT "closing_lines_group_session_id_group_sessions_id_fk" FOREIGN KEY ("group_session_id") REFERENCES "groups"."group_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "closing_lines_session_user_unique" ON "groups"."closing_lines" USING btree ("group_session_id","user_id");