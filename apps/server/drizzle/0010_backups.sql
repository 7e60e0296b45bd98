CREATE TABLE "backups" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"day" text,
	"status" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"host" text NOT NULL,
	"file_name" text,
	"size_bytes" bigint,
	"counts" jsonb,
	"failure" text
);
--> statement-breakpoint
CREATE UNIQUE INDEX "backups_daily_day_idx" ON "backups" USING btree ("day") WHERE "backups"."kind" = 'daily';--> statement-breakpoint
CREATE INDEX "backups_started_idx" ON "backups" USING btree ("started_at");