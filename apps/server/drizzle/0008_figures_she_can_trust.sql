ALTER TYPE "public"."stock_reason" ADD VALUE 'colour_removed';--> statement-breakpoint
CREATE TABLE "search_spellings" (
	"id" serial PRIMARY KEY NOT NULL,
	"words" text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "order_payments_upi_reference_unique";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "is_draft" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "order_payments" ADD COLUMN "voided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_payments" ADD COLUMN "void_reason" text;--> statement-breakpoint
ALTER TABLE "order_payments" ADD COLUMN "voided_by" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "customer_city" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "customer_state" text;--> statement-breakpoint
ALTER TABLE "order_payments" ADD CONSTRAINT "order_payments_voided_by_users_id_fk" FOREIGN KEY ("voided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_payments_upi_reference_unique" ON "order_payments" USING btree ("reference") WHERE method = 'upi' AND voided_at IS NULL;--> statement-breakpoint
ALTER TABLE "order_payments" ADD CONSTRAINT "order_payments_void_has_reason" CHECK ("order_payments"."voided_at" IS NULL OR "order_payments"."void_reason" IS NOT NULL);--> statement-breakpoint
-- Old orders get their city and state back from the saved address they were placed with, where it can be matched by
-- the same shopper, address line and PIN (the newest such address wins).
UPDATE "orders" AS o SET "customer_city" = a."city", "customer_state" = a."state"
FROM (
  SELECT DISTINCT ON ("user_id", "address", "pincode") "user_id", "address", "pincode", "city", "state"
  FROM "addresses" ORDER BY "user_id", "address", "pincode", "id" DESC
) AS a
WHERE o."user_id" = a."user_id" AND o."customer_address" = a."address" AND o."customer_pincode" = a."pincode"
  AND o."delivery_method" = 'delivery' AND o."customer_city" IS NULL;--> statement-breakpoint
-- A colour removed before one stock model (decision 027) could keep a count nobody could sell or see: it is written
-- off with a ledger row, so the desk, the shop and the ledger agree. ('colour_removed' cannot be used in the
-- transaction that adds it, hence 'correction' with a note.)
INSERT INTO "stock_movements" ("product_id", "variant_id", "change", "reason", "stock_after", "note")
SELECT "product_id", "id", -"stock", 'correction', 0, 'Colour removed earlier: its count written off'
FROM "product_variants" WHERE NOT "is_active" AND "stock" > 0;--> statement-breakpoint
UPDATE "product_variants" SET "stock" = 0 WHERE NOT "is_active" AND "stock" > 0;--> statement-breakpoint
-- The shop's own spellings; the owner adds more from the desk.
INSERT INTO "search_spellings" ("words") VALUES
  (ARRAY['earring', 'earrings', 'earing', 'earings']),
  (ARRAY['jhumka', 'jhumkas', 'jimikki', 'jumka', 'jhumki', 'jumki']),
  (ARRAY['anklet', 'anklets', 'kolusu', 'payal', 'payals']),
  (ARRAY['necklace', 'necklaces', 'mala', 'haar']);
