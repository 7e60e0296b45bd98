ALTER TABLE "products" ADD COLUMN "color_name_ml" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "color_name_hi" text;