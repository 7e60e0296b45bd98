ALTER TYPE "public"."payment_method" ADD VALUE 'cod';--> statement-breakpoint
CREATE TABLE "cod_remittance_parcels" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"remittance_id" integer NOT NULL,
	"amount" numeric(10, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cod_remittances" (
	"id" serial PRIMARY KEY NOT NULL,
	"courier" text NOT NULL,
	"remitted_on" date NOT NULL,
	"reference" text NOT NULL,
	"amount" numeric(10, 2) NOT NULL,
	"recorded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cod_remittances_amount_positive" CHECK ("cod_remittances"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "cod_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"min_order" numeric(10, 2) DEFAULT '0' NOT NULL,
	"max_order" numeric(10, 2),
	"fee_kind" text DEFAULT 'flat' NOT NULL,
	"fee_value" numeric(10, 2) DEFAULT '0' NOT NULL,
	"blocked_pincodes" text[] DEFAULT '{}'::text[] NOT NULL,
	"blocked_states" text[] DEFAULT '{}'::text[] NOT NULL,
	"max_open_per_customer" integer DEFAULT 2 NOT NULL,
	"max_refusals" integer DEFAULT 2 NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cod_settings_one_row" CHECK ("cod_settings"."id" = 1),
	CONSTRAINT "cod_settings_fee_kind_known" CHECK ("cod_settings"."fee_kind" IN ('flat', 'percent')),
	CONSTRAINT "cod_settings_fee_within_reason" CHECK ("cod_settings"."fee_value" >= 0 AND ("cod_settings"."fee_kind" = 'flat' OR "cod_settings"."fee_value" <= 100)),
	CONSTRAINT "cod_settings_limits" CHECK ("cod_settings"."max_open_per_customer" >= 0 AND "cod_settings"."max_refusals" >= 0 AND "cod_settings"."min_order" >= 0)
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_total_adds_up";--> statement-breakpoint
ALTER TABLE "order_shipments" ADD COLUMN "cod_amount" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "order_shipments" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_shipments" ADD COLUMN "returned_to_origin_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_shipments" ADD COLUMN "courier_charges" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_choice" text DEFAULT 'prepaid' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cod_fee" numeric(10, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "cod_remittance_parcels" ADD CONSTRAINT "cod_remittance_parcels_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cod_remittance_parcels" ADD CONSTRAINT "cod_remittance_parcels_remittance_id_cod_remittances_id_fk" FOREIGN KEY ("remittance_id") REFERENCES "public"."cod_remittances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cod_remittances" ADD CONSTRAINT "cod_remittances_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cod_settings" ADD CONSTRAINT "cod_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cod_remittance_parcels_remittance_idx" ON "cod_remittance_parcels" USING btree ("remittance_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cod_remittances_reference_unique" ON "cod_remittances" USING btree ("courier","reference");--> statement-breakpoint
CREATE INDEX "orders_cod_idx" ON "orders" USING btree ("customer_phone","status") WHERE payment_choice = 'cod';--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_choice_known" CHECK ("orders"."payment_choice" IN ('prepaid', 'cod'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_cod_fee_only_for_cod" CHECK ("orders"."cod_fee" = 0 OR "orders"."payment_choice" = 'cod');--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_total_adds_up" CHECK ("orders"."total" = "orders"."subtotal" + "orders"."delivery_fee" + "orders"."cod_fee" - "orders"."discount");