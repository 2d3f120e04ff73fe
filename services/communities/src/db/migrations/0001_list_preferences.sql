CREATE TABLE "communities"."list_preferences" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"hidden_from_lists" boolean NOT NULL,
	"announced_at" timestamp with time zone NOT NULL
);
