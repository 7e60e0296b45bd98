// Placing and reading orders. The server prices every item, reserves the stock and writes the order in one
// transaction; a retried submit with the same Idempotency-Key gets the first order back.
import { Money } from "@mayil/core/money/money";
import { COD_RULES_OFF } from "@mayil/core/orders/cash-on-delivery";
import { orderTotals } from "@mayil/core/orders/order-totals";
import type { Order, PlaceOrderBody } from "@mayil/core/shopping/shopping-schemas";
import { MAX_LINE_QUANTITY } from "@mayil/core/shopping/shopping-schemas";
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { ShopIdentity, ShoppingLimits } from "../../config";
import type { Database, Transaction } from "../../db/database";
import { lockShopper } from "../../db/lock-order";
import { sqlStateOf, transactionWithRetry } from "../../db/transaction";
import { Conflict, InvalidInput, NotFound, Unauthenticated } from "../../domain-errors";
import type { ShopEvents } from "../../events/event-bus";
import type { OwnerCheck } from "../../http/route-guards";
import { newPickupCode } from "../fulfilment";
import {
  linkMovementsToOrder,
  type ReservedItem,
  reserveStock,
  sellableItem,
  tooManyUnitsMessage,
  type WantedItem,
} from "../stock";
import { type CodRulesRead, codFeeOrRefusal } from "./cash-on-delivery-choice";
import { heldByShopper } from "./held-by-shopper";
import { keepOrderFigures } from "./order-figures";
import { deliveryAddressColumns, shopPickupLocation, writeOrderLines } from "./order-lines";
import { orderStories } from "./order-story";
import { emptyStory, toOrder } from "./order-view";
import { orderEvents, orderItems, orders } from "./orders-tables";

export interface PlacedOrder {
  order: Order;
  /** The page's prices or total differed from what the server charged. */
  pricesChanged: boolean;
  /** This request repeated an earlier one (same Idempotency-Key): no new order was made. */
  replayed: boolean;
}

type ClaimedItem = PlaceOrderBody["order_items"][number];

export const openOrdersMessage = (open: number) =>
  `You already have ${open} ${open === 1 ? "order" : "orders"} waiting for us to confirm. Please finish ${
    open === 1 ? "it" : "them"
  } with us in the WhatsApp chat before placing another.`;

/** Where a PIN code is, as India Post's directory says (the pincodes module's): null when it has no such PIN. */
export interface PlaceOfPin {
  lookup(pincode: string): Promise<{ city: string; state: string } | null>;
}

/**
 * What placing an order changes outside orders, in its transaction: the users module's profiles and the cart hand
 * these over at registration (each imports orders, through users, so orders cannot import them).
 */
export interface ShopperRecords {
  profiles: { keepCheckoutPhone(tx: Transaction, userId: number, phone: string): Promise<void> };
  cart: {
    removeOrdered(
      tx: Transaction,
      userId: number,
      items: readonly { productId: number; variantId: number | null }[],
    ): Promise<void>;
  };
}

export class OrderService {
  constructor(
    private readonly db: Database,
    private readonly shop: ShopIdentity,
    private readonly limits: Pick<
      ShoppingLimits,
      "maxUnitsPerItem" | "maxOrderLines" | "maxOpenOrders" | "orderHoldSharePercent"
    >,
    /** The owner ordering as herself on the shop is not held to a shopper's share of a piece (decision 038). */
    private readonly owners: OwnerCheck,
    /** Where a placed order is told, once committed: its stock changed, and the owner hears of it (decision 077). */
    private readonly events: ShopEvents,
    /** Her profile's phone and her cart, changed in the order's transaction. */
    private readonly shopper: ShopperRecords,
    /** Fills the city and state of an order sent with its PIN code alone. */
    private readonly places?: PlaceOfPin,
    /** The owner's rules for cash on delivery (off when none are handed in). */
    private readonly codRules: CodRulesRead = async () => COD_RULES_OFF,
  ) {}

  /** Places the shopper's order; `fromSessionId` is her sign-in session (an owner ordering as herself is not told). */
  async place(
    userId: number,
    sent: PlaceOrderBody,
    idempotencyKey: string | undefined,
    fromSessionId: string | null = null,
  ): Promise<PlacedOrder> {
    if (idempotencyKey) {
      const earlier = await this.findByKey(this.db, userId, idempotencyKey);
      if (earlier) return { order: earlier, pricesChanged: false, replayed: true };
    }
    const body = await this.withPlaceOfPin(sent);
    const pickupLocation =
      body.delivery_method === "pickup" ? shopPickupLocation(this.shop, body.pickup_location) : null;
    const wanted = mergeSameItems(body.order_items);
    await this.refuseBeyondCaps(wanted);
    const claimedTotal = body.total_amount;
    const codRules = body.payment_choice === "cod" ? await this.codRules() : COD_RULES_OFF;
    const holdLimit = (await this.owners.isOwner(userId))
      ? undefined
      : { shopperId: userId, sharePercent: this.limits.orderHoldSharePercent, heldBy: heldByShopper };

    let placed: { order: Order; taken: ReservedItem[]; replayed: boolean };
    try {
      placed = await transactionWithRetry(this.db, async (tx) => {
        // Lock order (db/lock-order.ts): the shopper first, then reserveStock's products and colours. The
        // shopper's lock also makes their orders and cart changes take turns, so the open-orders count below holds.
        if (!(await lockShopper(tx, userId))) throw new Unauthenticated("Please sign in again");
        if (idempotencyKey) {
          // The same submit twice at once: the second waited for the first's lock and now finds its order.
          const earlier = await this.findByKey(tx, userId, idempotencyKey);
          if (earlier) return { order: earlier, taken: [], replayed: true };
        }
        await this.refuseBeyondOpenOrders(tx, userId);
        // The order's row comes after its stock is reserved (a sold-out piece must not use up an order number): the ledger
        // rows are written without it and linked to it below, in this transaction. Until the shop confirms it, the
        // order may hold only the shopper's share of each piece (holdLimit), judged under reserveStock's row locks.
        const taken = await reserveStock(tx, wanted, { reason: "order_placed", byUserId: userId }, holdLimit);
        const totals = orderTotals(taken, body.delivery_method, this.shop.deliveryFeePaise);
        // No discount at checkout: the goods are the subtotal. A refusal rolls back the stock just reserved.
        const codFeePaise = await codFeeOrRefusal(tx, codRules, {
          paymentChoice: body.payment_choice,
          phone: body.customer_phone,
          deliveryMethod: body.delivery_method,
          pincode: body.customer_pincode,
          state: body.customer_state,
          goodsPaise: totals.subtotalPaise,
        });
        const [order] = await tx
          .insert(orders)
          .values({
            userId,
            customerName: body.customer_name,
            customerPhone: body.customer_phone,
            customerEmail: body.customer_email,
            deliveryMethod: body.delivery_method,
            ...deliveryAddressColumns(body),
            pickupLocation,
            pickupCode: body.delivery_method === "pickup" ? newPickupCode() : null,
            specialInstructions: body.special_instructions,
            subtotal: totals.subtotalPaise,
            deliveryFee: totals.deliveryFeePaise,
            paymentChoice: body.payment_choice,
            codFee: codFeePaise,
            language: body.language,
            total: totals.totalPaise + codFeePaise,
            clientTotal: claimedTotal,
            idempotencyKey: idempotencyKey ?? null,
          })
          .returning();
        if (!order) throw new Error("order insert returned no row");
        await linkMovementsToOrder(tx, taken, order.id);
        const items = await writeOrderLines(tx, order.id, taken);
        await tx.insert(orderEvents).values({
          orderId: order.id,
          fromStatus: null,
          toStatus: "placed",
          reason: "placed",
          actor: "shopper",
          actorUserId: userId,
        });
        await keepOrderFigures(tx, [order.id]);
        this.events.publish(tx, { name: "stock-changed" });
        this.events.publish(tx, {
          name: "order-placed",
          order: {
            id: order.id,
            orderNumber: order.orderNumber,
            customerName: order.customerName,
            totalPaise: order.total,
          },
          pieceCount: taken.reduce((sum, item) => sum + item.quantity, 0),
          fromSessionId,
        });
        // She gave her phone at checkout: a profile without one keeps it, so the profile does not ask her again.
        await this.shopper.profiles.keepCheckoutPhone(tx, userId, body.customer_phone);
        // What was ordered leaves the cart; anything else the shopper had there stays.
        await this.shopper.cart.removeOrdered(tx, userId, wanted);
        const story = {
          ...emptyStory(),
          statusChanges: [{ toStatus: "placed" as const, reason: "placed", createdAt: order.createdAt }],
        };
        return { order: toOrder(order, items, this.shop, story), taken, replayed: false };
      });
    } catch (error) {
      // Two submits with one key at the same moment: the second waits for the first, then finds its order.
      if (idempotencyKey && sqlStateOf(error) === "23505") {
        const earlier = await this.findByKey(this.db, userId, idempotencyKey);
        if (earlier) return { order: earlier, pricesChanged: false, replayed: true };
      }
      throw error;
    }
    if (placed.replayed) return { order: placed.order, pricesChanged: false, replayed: true };
    return { order: placed.order, pricesChanged: pricesDiffer(body, placed.taken, placed.order), replayed: false };
  }

  /**
   * A jewellery shop sells a few of a piece to one shopper, not its whole stock: more than the configured units of
   * one item, or more different items than the configured lines, is refused before anything is locked.
   */
  /**
   * A delivery sent without its city or state (the API's own example sends the PIN code alone) takes them from India
   * Post's directory; what the shopper did type is kept. A PIN the directory does not know is refused, naming it.
   */
  private async withPlaceOfPin(body: PlaceOrderBody): Promise<PlaceOrderBody> {
    if (body.delivery_method !== "delivery" || (body.customer_city && body.customer_state)) return body;
    const pincode = body.customer_pincode ?? "";
    const place = this.places ? await this.places.lookup(pincode) : null;
    if (!place) {
      throw new InvalidInput(
        `India Post has no PIN code ${pincode}: please check it, or enter the city and state.`,
        "customer_pincode",
      );
    }
    return {
      ...body,
      customer_city: body.customer_city ?? place.city,
      customer_state: body.customer_state ?? place.state,
    };
  }

  private async refuseBeyondCaps(wanted: WantedItem[]): Promise<void> {
    const { maxUnitsPerItem, maxOrderLines } = this.limits;
    if (wanted.length > maxOrderLines) {
      throw new InvalidInput(
        `An order can have at most ${maxOrderLines} different items. Please split it up.`,
        "order_items",
      );
    }
    const tooMany = wanted.find((item) => item.quantity > maxUnitsPerItem);
    if (tooMany) {
      const item = await sellableItem(this.db, tooMany.productId, tooMany.variantId);
      throw new Conflict(tooManyUnitsMessage(item, maxUnitsPerItem));
    }
  }

  /** Orders the shop has not confirmed yet hold stock: one shopper may only have a few of them at a time. */
  private async refuseBeyondOpenOrders(tx: Transaction, userId: number): Promise<void> {
    const [{ open } = { open: 0 }] = await tx
      .select({ open: sql<number>`count(*)::int` })
      .from(orders)
      .where(and(eq(orders.userId, userId), eq(orders.status, "placed")));
    if (open >= this.limits.maxOpenOrders) throw new Conflict(openOrdersMessage(open));
  }

  /** The shopper's orders, newest first. */
  async list(userId: number): Promise<Order[]> {
    const rows = await this.db.select().from(orders).where(eq(orders.userId, userId)).orderBy(desc(orders.id));
    return this.withItems(rows);
  }

  /** One of the shopper's orders; someone else's is 404 like one that does not exist. */
  async get(userId: number, orderId: number): Promise<Order> {
    const rows = await this.db
      .select()
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
    const [order] = await this.withItems(rows);
    if (!order) throw new NotFound("Order not found");
    return order;
  }

  private async findByKey(db: Database | Transaction, userId: number, key: string): Promise<Order | undefined> {
    const rows = await db
      .select()
      .from(orders)
      .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key)));
    return (await this.withItems(rows, db))[0];
  }

  private async withItems(
    rows: (typeof orders.$inferSelect)[],
    db: Database | Transaction = this.db,
  ): Promise<Order[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.id);
    const stories = await orderStories(db, ids);
    const items = await db
      .select()
      .from(orderItems)
      .where(inArray(orderItems.orderId, ids))
      .orderBy(asc(orderItems.id));
    return rows.map((row) =>
      toOrder(
        row,
        items.filter((item) => item.orderId === row.id),
        this.shop,
        stories.get(row.id) ?? emptyStory(),
      ),
    );
  }
}

/** The same product and colour listed twice is one item with the quantities added. */
function mergeSameItems(items: ClaimedItem[]): WantedItem[] {
  const merged = new Map<string, WantedItem>();
  for (const item of items) {
    const key = `${item.productId}:${item.variantId ?? ""}`;
    const quantity = (merged.get(key)?.quantity ?? 0) + item.quantity;
    if (quantity > MAX_LINE_QUANTITY) {
      throw new InvalidInput(`quantity can be at most ${MAX_LINE_QUANTITY} of one item`, "quantity");
    }
    merged.set(key, { productId: item.productId, variantId: item.variantId, quantity });
  }
  return [...merged.values()];
}

function pricesDiffer(body: PlaceOrderBody, taken: ReservedItem[], order: Order): boolean {
  const claimedTotal = body.total_amount;
  if (claimedTotal !== null && claimedTotal !== Money.fromWire(order.total)) return true;
  return body.order_items.some((claimed) => {
    const price = claimed.claimedPrice;
    const charged = taken.find((item) => item.productId === claimed.productId && item.variantId === claimed.variantId);
    return price !== null && charged !== undefined && price !== charged.unitPricePaise;
  });
}
