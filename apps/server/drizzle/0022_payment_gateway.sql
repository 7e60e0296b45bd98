ALTER TYPE "public"."payment_method" ADD VALUE 'online';--> statement-breakpoint
CREATE TABLE "gateway_events" (
	"gateway" text NOT NULL,
	"event_id" text NOT NULL,
	"event" text NOT NULL,
	"payload" jsonb,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"applied_at" timestamp with time zone,
	"tries" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "gateway_events_gateway_event_id_pk" PRIMARY KEY("gateway","event_id")
);
--> statement-breakpoint
CREATE TABLE "gateway_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"gateway" text NOT NULL,
	"gateway_id" text NOT NULL,
	"purpose" text NOT NULL,
	"amount" numeric(10, 2) NOT NULL,
	"receipt" text NOT NULL,
	"link_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"checked_at" timestamp with time zone,
	CONSTRAINT "gateway_orders_purpose_known" CHECK ("gateway_orders"."purpose" IN ('checkout', 'link')),
	CONSTRAINT "gateway_orders_amount_positive" CHECK ("gateway_orders"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "order_payments" ADD COLUMN "gateway_payment_id" text;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD COLUMN "gateway_refund_id" text;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD COLUMN "gateway_status" text;--> statement-breakpoint
ALTER TABLE "gateway_orders" ADD CONSTRAINT "gateway_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gateway_events_waiting_idx" ON "gateway_events" USING btree ("received_at") WHERE applied_at IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "gateway_orders_gateway_id_unique" ON "gateway_orders" USING btree ("gateway","gateway_id");--> statement-breakpoint
CREATE UNIQUE INDEX "gateway_orders_receipt_unique" ON "gateway_orders" USING btree ("gateway","receipt");--> statement-breakpoint
CREATE INDEX "gateway_orders_order_idx" ON "gateway_orders" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "gateway_orders_unpaid_idx" ON "gateway_orders" USING btree ("checked_at") WHERE paid_at IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "order_payments_gateway_payment_unique" ON "order_payments" USING btree ("gateway_payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_refunds_gateway_refund_unique" ON "order_refunds" USING btree ("gateway_refund_id");--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_gateway_status_known" CHECK ("order_refunds"."gateway_status" IS NULL OR "order_refunds"."gateway_status" IN ('pending', 'processed', 'failed'));