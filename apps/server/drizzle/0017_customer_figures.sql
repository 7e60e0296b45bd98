CREATE TABLE "customer_figures" (
	"phone" text PRIMARY KEY NOT NULL,
	"first_order_id" integer NOT NULL,
	"last_order_id" integer NOT NULL,
	"spent" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_figures" ADD COLUMN "customer_phone" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "customer_figures_last_order_idx" ON "customer_figures" USING btree ("last_order_id");--> statement-breakpoint
CREATE INDEX "customer_figures_spent_idx" ON "customer_figures" USING btree ("spent","last_order_id");--> statement-breakpoint
-- Every order's phone and every customer's figures from her orders', as keepOrderFigures works them out
-- (modules/orders/order-figures.ts, decision 061).
UPDATE order_figures f SET customer_phone = coalesce(o.customer_phone, '') FROM orders o WHERE o.id = f.order_id;--> statement-breakpoint
INSERT INTO customer_figures (phone, first_order_id, last_order_id, spent)
  SELECT o.customer_phone, min(o.id), max(o.id), coalesce(sum(f.worth), 0)
  FROM orders o JOIN order_figures f ON f.order_id = o.id
  WHERE o.customer_phone <> ''
  GROUP BY o.customer_phone;
