ALTER TABLE "order_shipments" ADD COLUMN "cash_on_delivery" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "order_figures" ADD COLUMN "sales" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Each order's sale as it stands (decision 073): its total, nothing once cancelled; keepOrderFigures keeps it from now on.
UPDATE "order_figures" f SET "sales" = CASE WHEN f."counted" THEN (o."total" * 100)::bigint ELSE 0 END FROM "orders" o WHERE o."id" = f."order_id";
