CREATE TABLE "stats"."user_day_rules" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"day_end_hour" integer NOT NULL,
	"grace" boolean NOT NULL,
	"revision" integer NOT NULL
);
