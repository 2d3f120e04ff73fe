DROP TABLE "identity"."provider_accounts" CASCADE;--> statement-breakpoint
DROP TABLE "identity"."provider_keys" CASCADE;