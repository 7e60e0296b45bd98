CREATE TYPE "public"."stock_reason" AS ENUM('opening', 'order_placed', 'order_edited', 'order_cancelled', 'order_returned', 'order_expired', 'restock', 'correction', 'damaged', 'lost', 'import');--> statement-breakpoint
CREATE TABLE "media_blobs" (
	"key" text PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_old_slugs" (
	"slug" text PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_movements" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"variant_id" integer,
	"change" integer NOT NULL,
	"reason" "stock_reason" NOT NULL,
	"stock_after" integer NOT NULL,
	"order_id" integer,
	"by_user_id" integer,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_movements_change_not_zero" CHECK ("stock_movements"."change" <> 0),
	CONSTRAINT "stock_movements_stock_after_not_negative" CHECK ("stock_movements"."stock_after" >= 0)
);
--> statement-breakpoint
ALTER TABLE "product_variants" ADD COLUMN "is_active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "featured" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "product_old_slugs" ADD CONSTRAINT "product_old_slugs_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_by_user_id_users_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_old_slugs_product_idx" ON "product_old_slugs" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "stock_movements_item_idx" ON "stock_movements" USING btree ("product_id","variant_id","id");--> statement-breakpoint
CREATE INDEX "stock_movements_order_idx" ON "stock_movements" USING btree ("order_id");--> statement-breakpoint
-- The ledger begins with the stock that exists now, one opening row per product and colour that has any, so the sum
-- of every item's rows equals its stock from the first day.
INSERT INTO "stock_movements" ("product_id", "variant_id", "change", "reason", "stock_after")
  SELECT "id", NULL, "stock", 'opening', "stock" FROM "products" WHERE "stock" > 0 ORDER BY "id";--> statement-breakpoint
INSERT INTO "stock_movements" ("product_id", "variant_id", "change", "reason", "stock_after")
  SELECT "product_id", "id", "stock", 'opening', "stock" FROM "product_variants" WHERE "stock" > 0 ORDER BY "id";--> statement-breakpoint
-- The home page showed the first four pieces; they stay its featured ones until the owner chooses.
UPDATE "products" SET "featured" = true WHERE "id" IN (SELECT "id" FROM "products" WHERE "is_active" ORDER BY "id" LIMIT 4);
