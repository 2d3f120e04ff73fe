CREATE SCHEMA "oidc_provider";
--> statement-breakpoint
CREATE TABLE "oidc_provider"."accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"given_name" text,
	"family_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accounts_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "oidc_provider"."signing_keys" (
	"kid" text PRIMARY KEY NOT NULL,
	"jwk" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- The provider kept its tables in the identity schema before it moved out of the identity service:
-- carry over a checkout's local accounts and keys, so its sign-ins and tokens stay valid.
DO $$
BEGIN
	IF to_regclass('identity.provider_accounts') IS NOT NULL THEN
		INSERT INTO "oidc_provider"."accounts" SELECT "id", "email", "given_name", "family_name", "created_at", "updated_at" FROM "identity"."provider_accounts" ON CONFLICT DO NOTHING;
	END IF;
	IF to_regclass('identity.provider_keys') IS NOT NULL THEN
		INSERT INTO "oidc_provider"."signing_keys" SELECT "kid", "jwk", "created_at" FROM "identity"."provider_keys" ON CONFLICT DO NOTHING;
	END IF;
END $$;
