// The desk benchmark's shop history (bench:desk): a busy shop's orders over the years, written in a few set-based
// statements so that 100,000 orders take minutes, not hours.
import { sql } from "drizzle-orm";
import type { DatabaseHandle } from "../apps/server/src/db/database";
import { seedDemoCatalogue } from "../apps/server/src/db/seed/seed";
import { rebuildOrderFigures } from "../apps/server/src/modules/orders/order-figures";

/** A shop's history in a few set-based statements: orders over a year, their items, events and some payments. */
export async function fillDeskHistory(database: DatabaseHandle, orders: number) {
  await seedDemoCatalogue(database.db);
  await database.db.execute(
    sql.raw(`
    insert into orders (status, source, customer_name, customer_phone, delivery_method, pickup_location,
                        customer_address, customer_city, customer_state, customer_pincode, subtotal, delivery_fee,
                        discount, total, created_at)
    select (case
              -- Unconfirmed only for the last 48 hours, the shop's hold: the expiry has cancelled any older one.
              when n % 10 = 0 and (${orders} - n) * 20 >= 48 * 60 then 'cancelled'
              else (array['placed','confirmed','packed','shipped','ready_for_pickup','completed','completed','completed',
                          'cancelled','returned'])[1 + n % 10] end)::order_status,
           (array['website','website','website','whatsapp','phone','instagram','walk_in'])[1 + n % 7]::order_source,
           (array['Lakshmi','Anjali','Meera','Divya','Arya','Fathima','Sneha','Nimmy'])[1 + n % 8] || ' ' || n,
           '+9198' || lpad((n * 7919 % 100000000)::text, 8, '0'),
           case when n % 2 = 0 then 'pickup'::delivery_method else 'delivery'::delivery_method end,
           case when n % 2 = 0 then 'Peyad' end,
           case when n % 2 = 1 then 'TC 12/345, Pattom' end,
           case when n % 2 = 1 then 'Thiruvananthapuram' end,
           case when n % 2 = 1 then 'Kerala' end,
           case when n % 2 = 1 then '695004' end,
           447.00, case when n % 2 = 1 then 49 else 0 end, 0, 447.00 + case when n % 2 = 1 then 49 else 0 end,
           now() - make_interval(mins => (${orders} - n) * 20)
    from generate_series(1, ${orders}) as n`),
  );
  await database.db.execute(
    sql.raw(`
    insert into order_items (order_id, product_id, product_name, unit_price, quantity, line_total)
    select o.id, p.id, p.name, 149.00, 1, 149.00
    from orders o cross join lateral (select id, name from products order by id offset (o.id % 20) limit 3) p`),
  );
  await database.db.execute(
    sql.raw(`
    insert into order_events (order_id, from_status, to_status, reason, actor, created_at)
    select id, null, 'placed', 'placed', 'shopper', created_at from orders`),
  );
  await database.db.execute(
    sql.raw(`
    insert into order_payments (order_id, method, amount, reference, created_at)
    select id, 'upi', total, lpad(id::text, 12, '0'), created_at from orders where id % 3 = 0`),
  );
  // A unit back on one completed order in fifty, refunded in cash: the reports net them out.
  await database.db.execute(
    sql.raw(`
    insert into order_returns (order_id, created_at)
    select id, created_at from orders where id % 50 = 5 and status = 'completed'`),
  );
  await database.db.execute(
    sql.raw(`
    insert into order_return_lines (return_id, order_item_id, quantity)
    select r.id, (select min(i.id) from order_items i where i.order_id = r.order_id), 1 from order_returns r`),
  );
  await database.db.execute(
    sql.raw(`
    insert into order_refunds (order_id, return_id, method, amount, created_at)
    select order_id, id, 'cash', 149.00, created_at from order_returns`),
  );
  // Written straight into the tables, past the order writes: their figures (decision 059) are worked out here.
  await rebuildOrderFigures(database.db);
  // As autovacuum leaves a live shop's tables: statistics and the visibility map a freshly written table lacks.
  await database.db.execute(sql.raw("vacuum analyze"));
}
