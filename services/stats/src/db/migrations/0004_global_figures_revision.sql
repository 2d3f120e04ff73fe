CREATE TABLE "stats"."figures_revision" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"revision" bigint NOT NULL
);
