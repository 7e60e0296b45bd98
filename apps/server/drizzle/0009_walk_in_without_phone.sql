-- A walk-in sale at the counter may be entered without a phone number (the customer paid and left); every other
-- order, and every shopper's own, still carries one.
ALTER TABLE "orders" ALTER COLUMN "customer_phone" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_phone_unless_walk_in" CHECK ("orders"."customer_phone" IS NOT NULL OR "orders"."source" = 'walk_in');