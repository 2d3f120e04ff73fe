CREATE TABLE "groups"."community_privacy" (
	"group_id" uuid PRIMARY KEY NOT NULL,
	"is_public" integer NOT NULL,
	"at" timestamp with time zone NOT NULL
);
