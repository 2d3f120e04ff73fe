CREATE TABLE "meditation"."practice_settings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"end_signal" text NOT NULL,
	"interval_bell_minutes" integer NOT NULL,
	"day_end_hour" integer NOT NULL,
	"grace" boolean NOT NULL,
	"revision" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "practice_settings_end_signal_check" CHECK ("meditation"."practice_settings"."end_signal" in ('sound', 'vibration', 'light', 'silent')),
	CONSTRAINT "practice_settings_interval_bell_check" CHECK ("meditation"."practice_settings"."interval_bell_minutes" in (0, 1, 2, 5)),
	CONSTRAINT "practice_settings_day_end_hour_check" CHECK ("meditation"."practice_settings"."day_end_hour" between 0 and 23)
);
