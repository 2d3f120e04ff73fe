CREATE TABLE "meditation"."accounts" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
