CREATE TYPE "public"."order_source" AS ENUM('website', 'whatsapp', 'phone', 'instagram', 'walk_in');--> statement-breakpoint
CREATE TYPE "public"."payment_method" AS ENUM('upi', 'cash', 'bank_transfer');--> statement-breakpoint
CREATE TABLE "order_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"method" "payment_method" NOT NULL,
	"amount" numeric(10, 2) NOT NULL,
	"reference" text,
	"recorded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_payments_amount_positive" CHECK ("order_payments"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_total_adds_up";--> statement-breakpoint
-- The life cycle's new states (packed, ready_for_pickup, completed, returned) replace 'delivered' (never used: no
-- code set it). The enum is rebuilt through text; the partial indexes that name a status go and come back around it.
DROP INDEX "orders_placed_idx";--> statement-breakpoint
DROP INDEX "orders_user_placed_idx";--> statement-breakpoint
ALTER TABLE "order_events" ALTER COLUMN "from_status" SET DATA TYPE text;--> statement-breakpoint
ALTER TABLE "order_events" ALTER COLUMN "to_status" SET DATA TYPE text;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "status" SET DATA TYPE text;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "status" SET DEFAULT 'placed'::text;--> statement-breakpoint
UPDATE "orders" SET "status" = 'completed' WHERE "status" = 'delivered';--> statement-breakpoint
UPDATE "order_events" SET "to_status" = 'completed' WHERE "to_status" = 'delivered';--> statement-breakpoint
UPDATE "order_events" SET "from_status" = 'completed' WHERE "from_status" = 'delivered';--> statement-breakpoint
DROP TYPE "public"."order_status";--> statement-breakpoint
CREATE TYPE "public"."order_status" AS ENUM('placed', 'confirmed', 'packed', 'shipped', 'ready_for_pickup', 'completed', 'cancelled', 'returned');--> statement-breakpoint
ALTER TABLE "order_events" ALTER COLUMN "from_status" SET DATA TYPE "public"."order_status" USING "from_status"::"public"."order_status";--> statement-breakpoint
ALTER TABLE "order_events" ALTER COLUMN "to_status" SET DATA TYPE "public"."order_status" USING "to_status"::"public"."order_status";--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "status" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "status" SET DATA TYPE "public"."order_status" USING "status"::"public"."order_status";--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "status" SET DEFAULT 'placed'::"public"."order_status";--> statement-breakpoint
CREATE INDEX "orders_placed_idx" ON "orders" USING btree ("created_at") WHERE status = 'placed';--> statement-breakpoint
CREATE INDEX "orders_user_placed_idx" ON "orders" USING btree ("user_id") WHERE status = 'placed';--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
-- Starts empty: whether a stored email is still the one a sign-in vouched for (or was edited in the profile) cannot
-- be told, so the next sign-in fills it, and an owner's role begins then.
ALTER TABLE "users" ADD COLUMN "sign_in_email" text;--> statement-breakpoint
ALTER TABLE "order_events" ADD COLUMN "details" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "source" "order_source" DEFAULT 'website' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount" numeric(10, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_payments" ADD CONSTRAINT "order_payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_payments" ADD CONSTRAINT "order_payments_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_payments_order_idx" ON "order_payments" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_payments_upi_reference_unique" ON "order_payments" USING btree ("reference") WHERE method = 'upi';--> statement-breakpoint
CREATE INDEX "orders_status_idx" ON "orders" USING btree ("status","id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_discount_within_total" CHECK ("orders"."discount" >= 0 AND "orders"."total" >= 0);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_total_adds_up" CHECK ("orders"."total" = "orders"."subtotal" + "orders"."delivery_fee" - "orders"."discount");
