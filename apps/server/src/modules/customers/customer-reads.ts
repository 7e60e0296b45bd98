// The desk's customers (decision 058): one customer is one phone number (E.164, as every order stores it) found on at
// least one order. A walk-in sale without a phone has none, and a deleted account's orders have theirs blanked to ''
// (users/account-deletion.ts), so neither makes or joins a customer. The list counts, sorts and pages the customers'
// own kept rows (decision 061); her figures are sums of her orders' kept figures (decision 059), which say what the
// order list and each order's page say, read through what orders hands in (customer-orders.ts).

import type { Pagination } from "@mayil/core/catalogue/catalogue-schemas";
import { DEFAULT_LANGUAGE } from "@mayil/core/languages/languages";
import { Money } from "@mayil/core/money/money";
import type { CustomerListQuery, CustomerResponse, CustomerSummary } from "@mayil/core/orders/customer-schemas";
import { whatsAppChatLink } from "@mayil/core/orders/whatsapp-order";
import { desc, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import { NotFound } from "../../domain-errors";
import type { CustomerOrders, SummedOrders } from "./customer-orders";
import { customerFigures } from "./customers-tables";

/**
 * Customers any of whose orders carries a name containing the text, or a phone containing its digits: their numbers
 * found among the orders first (the trigram indexes), then their rows by key. Written `= any(array(…))`, not
 * `in (…)`: with the text a parameter, PostgreSQL's generic plan for `in` walked every customer by the sort's index,
 * probing her orders for each (bench:desk at 100,000: a phone search 309 ms where this takes 1.4 ms).
 */
function matching(orders: CustomerOrders, q: string): SQL {
  return sql`${customerFigures.phone} = any(array(${orders.phonesMatching(q)}))`;
}

export class CustomerReads {
  constructor(
    private readonly db: Database,
    private readonly orders: CustomerOrders,
  ) {}

  async list(query: CustomerListQuery): Promise<{ customers: CustomerSummary[]; pagination: Pagination }> {
    // One row per customer, kept by the order writes (decision 061): sorted and paged by its indexes.
    const order =
      query.sort === "spent"
        ? [desc(customerFigures.spent), desc(customerFigures.lastOrderId)]
        : [desc(customerFigures.lastOrderId)];
    const offset = (query.page - 1) * query.limit;
    let phones: string[];
    let total: number;
    if (query.q) {
      // A search counts its matches in the same query: they are all found before the sort anyway.
      const where = matching(this.orders, query.q);
      const rows = await this.db
        .select({ phone: customerFigures.phone, matches: sql<number>`(count(*) over ())::int` })
        .from(customerFigures)
        .where(where)
        .orderBy(...order)
        .limit(query.limit)
        .offset(offset);
      phones = rows.map((row) => row.phone);
      total = rows[0] ? Number(rows[0].matches) : await this.count(where);
    } else {
      const rows = await this.db
        .select({ phone: customerFigures.phone })
        .from(customerFigures)
        .orderBy(...order)
        .limit(query.limit)
        .offset(offset);
      phones = rows.map((row) => row.phone);
      total = await this.count(undefined);
    }
    const figures = await this.orders.summed(phones);
    return {
      customers: phones.flatMap((phone) => {
        const found = figures.get(phone);
        return found ? [summary(found)] : [];
      }),
      pagination: { total, hasMore: query.page * query.limit < total, page: query.page, limit: query.limit },
    };
  }

  private async count(where: SQL | undefined): Promise<number> {
    const [counted] = await this.db.select({ total: sql<number>`count(*)::int` }).from(customerFigures).where(where);
    return Number(counted?.total ?? 0);
  }

  /** The customer any of whose orders is `orderId`, with her orders newest first; 404 when it has no customer. */
  async get(orderId: number): Promise<CustomerResponse> {
    const phone = await this.orders.phoneOf(orderId);
    const found = phone === undefined ? undefined : (await this.orders.summed([phone])).get(phone);
    if (!found) throw new NotFound(`Customer ${orderId} was not found`);
    const hers = await this.orders.ordersOf(found.phone);
    return {
      customer: {
        ...summary(found),
        paid: Money.toWire(found.paidPaise),
        first_order_at: found.firstOrderAt,
        chat_url: whatsAppChatLink(found.phone),
        parcels: await this.orders.parcelsOf(found.phone),
        // The language of her latest order: the one she last chose, so the owner writes to her in it.
        language: hers[0]?.language ?? DEFAULT_LANGUAGE,
      },
      orders: hers,
    };
  }
}

function summary(found: SummedOrders): CustomerSummary {
  return {
    id: found.id,
    name: found.name,
    phone: found.phone,
    orders: found.orders,
    cancelled_orders: found.cancelled,
    spent: Money.toWire(found.spentPaise),
    returns: Money.toWire(found.returnsPaise),
    owed: Money.toWire(found.owedPaise),
    last_order_at: found.lastOrderAt,
    has_account: found.hasAccount,
  };
}
