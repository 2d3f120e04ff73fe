CREATE TABLE "groups"."community_members" (
	"group_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"role" text NOT NULL,
	"status" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "community_members_group_id_user_id_pk" PRIMARY KEY("group_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "groups"."group_sessions" ADD COLUMN "started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "groups"."group_sessions" ADD COLUMN "ends_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "group_sessions_status_idx" ON "groups"."group_sessions" USING btree ("status");