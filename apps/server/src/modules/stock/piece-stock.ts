// A piece's stock as the shop shows it, in SQL (decision 027): its own count plus every colour on sale. One expression
// for the catalogue, the desk's lists and its low-stock count, so they all count alike.
import { sql } from "drizzle-orm";

/*
 * For a query on `products`. Written out with the table's name: inside a query on one table Drizzle names columns
 * without it ("stock"), which the subquery would read as the colour's own column.
 */
export const pieceStock = sql<number>`${sql.raw(
  `("products"."stock" + coalesce((select sum(v.stock) from product_variants v
     where v.product_id = "products"."id" and v.is_active), 0))::int`,
)}`;
