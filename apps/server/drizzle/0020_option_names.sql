-- Every order line names the option the shopper chose (decision 069). Lines written before this kept only a colour's
-- name, so they are named now as the shop names them today: a colour by the name it was sold under; the piece itself,
-- when it has colours on sale, by the owner's colour name for it, else 'As shown'; a piece without colours, or one
-- since deleted, by nothing.
ALTER TABLE "order_items" ADD COLUMN "option_name" text;--> statement-breakpoint
UPDATE "order_items" SET "option_name" = "color_name" WHERE "color_name" IS NOT NULL;--> statement-breakpoint
UPDATE "order_items" oi SET "option_name" = coalesce(p."color_name", 'As shown')
FROM "products" p
WHERE oi."color_name" IS NULL AND oi."variant_id" IS NULL AND p."id" = oi."product_id"
  AND EXISTS (SELECT 1 FROM "product_variants" v WHERE v."product_id" = p."id" AND v."is_active");
