CREATE TYPE "public"."order_actor" AS ENUM('system', 'shopper', 'owner');--> statement-breakpoint
CREATE TABLE "order_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"from_status" "order_status",
	"to_status" "order_status" NOT NULL,
	"reason" text NOT NULL,
	"actor" "order_actor" NOT NULL,
	"actor_user_id" integer,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_events_order_idx" ON "order_events" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "orders_placed_idx" ON "orders" USING btree ("created_at") WHERE status = 'placed';--> statement-breakpoint
CREATE INDEX "orders_user_placed_idx" ON "orders" USING btree ("user_id") WHERE status = 'placed';--> statement-breakpoint
-- Orders placed before this table existed get their placement event, so every order's story starts the same way.
INSERT INTO "order_events" ("order_id", "from_status", "to_status", "reason", "actor", "actor_user_id", "created_at")
SELECT "id", NULL, 'placed', 'placed', 'shopper', "user_id", "created_at" FROM "orders";
