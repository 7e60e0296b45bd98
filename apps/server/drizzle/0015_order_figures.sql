CREATE TABLE "order_figures" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"placed_on" date NOT NULL,
	"source" "order_source" NOT NULL,
	"counted" boolean NOT NULL,
	"units" integer NOT NULL,
	"worth" bigint NOT NULL,
	"paid" bigint NOT NULL,
	"refunded" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_line_figures" (
	"order_item_id" integer PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"placed_on" date NOT NULL,
	"product_id" integer,
	"product_name" text NOT NULL,
	"units" integer NOT NULL,
	"revenue" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_method_figures" (
	"order_id" integer NOT NULL,
	"kind" text NOT NULL,
	"method" "payment_method" NOT NULL,
	"placed_on" date NOT NULL,
	"count" integer NOT NULL,
	"amount" bigint NOT NULL,
	CONSTRAINT "order_method_figures_order_id_kind_method_pk" PRIMARY KEY("order_id","kind","method")
);
--> statement-breakpoint
ALTER TABLE "order_figures" ADD CONSTRAINT "order_figures_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_line_figures" ADD CONSTRAINT "order_line_figures_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_line_figures" ADD CONSTRAINT "order_line_figures_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_line_figures" ADD CONSTRAINT "order_line_figures_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_method_figures" ADD CONSTRAINT "order_method_figures_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_figures_placed_idx" ON "order_figures" USING btree ("placed_on") WHERE counted;--> statement-breakpoint
CREATE INDEX "order_line_figures_placed_idx" ON "order_line_figures" USING btree ("placed_on");--> statement-breakpoint
CREATE INDEX "order_line_figures_order_idx" ON "order_line_figures" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_line_figures_product_idx" ON "order_line_figures" USING btree ("product_id","placed_on");--> statement-breakpoint
CREATE INDEX "order_method_figures_placed_idx" ON "order_method_figures" USING btree ("placed_on");--> statement-breakpoint
-- Every order's figures from its records, as keepOrderFigures (modules/orders/order-figures.ts) works them out.
INSERT INTO order_figures (order_id, placed_on, source, counted, units, worth, paid, refunded)
SELECT o.id, ((o.created_at at time zone 'UTC') + interval '330 minutes')::date, o.source, o.status <> 'cancelled',
  items.units - back.units,
  CASE WHEN o.status = 'cancelled' THEN 0 ELSE greatest((o.total * 100)::bigint - back.value, 0) END,
  pay.paid, ref.refunded
FROM orders o
CROSS JOIN LATERAL (SELECT coalesce(sum(i.quantity), 0)::int AS units FROM order_items i WHERE i.order_id = o.id) items
CROSS JOIN LATERAL (SELECT coalesce(sum(p.amount * 100), 0)::bigint AS paid FROM order_payments p
                    WHERE p.order_id = o.id AND p.voided_at IS NULL) pay
CROSS JOIN LATERAL (SELECT coalesce(sum(r.amount * 100), 0)::bigint AS refunded FROM order_refunds r
                    WHERE r.order_id = o.id AND r.voided_at IS NULL) ref
CROSS JOIN LATERAL (SELECT coalesce(sum(l.quantity), 0)::int AS units,
                      coalesce(sum(l.quantity * i.unit_price * 100), 0)::bigint AS value
                    FROM order_returns b JOIN order_return_lines l ON l.return_id = b.id
                    JOIN order_items i ON i.id = l.order_item_id WHERE b.order_id = o.id) back;--> statement-breakpoint
INSERT INTO order_line_figures (order_item_id, order_id, placed_on, product_id, product_name, units, revenue)
SELECT i.id, o.id, ((o.created_at at time zone 'UTC') + interval '330 minutes')::date, i.product_id, i.product_name,
  i.quantity - back.units, ((i.quantity - back.units) * i.unit_price * 100)::bigint
FROM orders o JOIN order_items i ON i.order_id = o.id
CROSS JOIN LATERAL (SELECT coalesce(sum(l.quantity), 0)::int AS units FROM order_return_lines l
                    WHERE l.order_item_id = i.id) back
WHERE o.status <> 'cancelled';--> statement-breakpoint
INSERT INTO order_method_figures (order_id, kind, method, placed_on, count, amount)
SELECT o.id, 'payment', p.method, ((o.created_at at time zone 'UTC') + interval '330 minutes')::date, count(*)::int,
  sum(p.amount * 100)::bigint
FROM orders o JOIN order_payments p ON p.order_id = o.id
WHERE p.voided_at IS NULL AND o.status <> 'cancelled'
GROUP BY o.id, p.method
UNION ALL
SELECT o.id, 'refund', r.method, ((o.created_at at time zone 'UTC') + interval '330 minutes')::date, count(*)::int,
  sum(r.amount * 100)::bigint
FROM orders o JOIN order_refunds r ON r.order_id = o.id
WHERE r.voided_at IS NULL AND o.status <> 'cancelled'
GROUP BY o.id, r.method;
