ALTER TABLE "order_figures" ADD COLUMN "owed" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_figures" ADD COLUMN "refund_owed" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_figures" ADD COLUMN "payment_status" text DEFAULT 'unpaid' NOT NULL;--> statement-breakpoint
-- Every order's owed, owed back and payment status from its figures, as keepOrderFigures works them out
-- (modules/orders/order-figures.ts, order-payment-sql.ts's paymentStatusOf).
UPDATE order_figures f SET
  owed = CASE WHEN o.status IN ('cancelled', 'returned') THEN 0 ELSE greatest(f.worth - f.paid, 0) END,
  refund_owed = greatest(f.paid - f.refunded - f.worth, 0),
  payment_status = CASE
    WHEN f.refunded > 0 THEN CASE WHEN f.refunded >= f.paid THEN 'refunded' ELSE 'partly_refunded' END
    WHEN f.paid <= 0 THEN CASE WHEN (o.total * 100)::bigint <= 0 THEN 'paid' ELSE 'unpaid' END
    WHEN f.paid >= f.worth THEN 'paid'
    ELSE 'partially_paid' END
FROM orders o WHERE o.id = f.order_id;--> statement-breakpoint
CREATE INDEX "orders_customer_name_trgm_idx" ON "orders" USING gin ("customer_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_customer_phone_trgm_idx" ON "orders" USING gin ("customer_phone" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "order_figures_owed_idx" ON "order_figures" USING btree ("order_id","owed") WHERE owed > 0;--> statement-breakpoint
CREATE INDEX "order_figures_refund_owed_idx" ON "order_figures" USING btree ("order_id") WHERE refund_owed > 0;--> statement-breakpoint
CREATE INDEX "order_figures_payment_status_idx" ON "order_figures" USING btree ("payment_status","order_id");