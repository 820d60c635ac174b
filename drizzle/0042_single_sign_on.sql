ALTER TABLE "profiles" ADD COLUMN "oidc_admin" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "site_invites" ADD COLUMN "email" text;