ALTER TABLE "stats"."communities" ADD COLUMN "last_practised_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "communities_last_practised_idx" ON "stats"."communities" USING btree ("last_practised_at");--> statement-breakpoint
UPDATE "stats"."communities" c SET "last_practised_at" = (
	SELECT max(ut."last_completed_at") FROM "stats"."community_members" cm JOIN "stats"."user_totals" ut ON ut."user_id" = cm."user_id" WHERE cm."group_id" = c."group_id"
);
