-- Login codes live a minute; any left from before this column existed belong to no browser and can never be exchanged.
DELETE FROM "login_codes";--> statement-breakpoint
ALTER TABLE "login_codes" ADD COLUMN "browser_hash" text NOT NULL;
