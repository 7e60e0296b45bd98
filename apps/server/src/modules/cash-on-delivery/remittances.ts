// The couriers' remittances of COD cash (decision 083). A remittance is checked line by line against the parcels it
// names (the courier's, COD, delivered, not remitted before, the amount it was to collect) before anything is written;
// a dry run stops there, a real run writes the remittance and its parcels in one transaction, or nothing. The
// parcels are fulfilment's to read; what the courier still owes is every delivered COD parcel no remittance covers.
import { COURIERS, checkTrackingNumber, isKnownCourier } from "@mayil/core/fulfilment/couriers";
import { Money, type Paise } from "@mayil/core/money/money";
import {
  type CodRemittance,
  MAX_REMITTANCE_PARCELS,
  type RemittanceMismatch,
  type RemittanceReport,
  type UnremittedCash,
} from "@mayil/core/orders/cod-remittance-schemas";
import { and, count, desc, eq, inArray, sql, sum } from "drizzle-orm";
import type { Database, Transaction } from "../../db/database";
import { moneyFromDatabase } from "../../db/money-column";
import { sqlStateOf } from "../../db/transaction";
import { Conflict, InvalidInput } from "../../domain-errors";
import { type CodParcel, collectedCodParcels, parcelsByTrackingNumber, shipmentsOf } from "../fulfilment";
import { codRemittanceParcels, codRemittances } from "./cash-on-delivery-tables";
import type { RemittanceLine } from "./remittance-sheet";

type Db = Database | Transaction;

/** Each order's number, from orders (handed in: orders reads the remittances for its own view). */
export type OrderNumbers = (db: Db, ids: readonly (number | null)[]) => Promise<Map<number, string>>;

/** What the courier's payout says of itself. */
export interface RemittanceHeading {
  courier: string;
  remittedOn: string;
  reference: string;
  amountPaise: Paise;
}

/** A check that found a blocking mismatch on a real run: nothing was written; the report says why, by line. */
export type RemittanceOutcome =
  | { refused: false; report: RemittanceReport }
  | { refused: true; report: RemittanceReport };

export const courierNameOf = (courier: string) => (isKnownCourier(courier) ? COURIERS[courier].name : "Other courier");

/** The remittance a parcel was covered by, for the owner's order ("paid by the courier"). */
export interface CodRemitted {
  remittance_id: number;
  remitted_on: string;
  reference: string;
}

/** Each of these orders' remittance, where a courier has paid for its parcel. */
export async function codRemittedOf(db: Db, orderIds: number[]): Promise<Map<number, CodRemitted>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select({
      orderId: codRemittanceParcels.orderId,
      id: codRemittances.id,
      remittedOn: codRemittances.remittedOn,
      reference: codRemittances.reference,
    })
    .from(codRemittanceParcels)
    .innerJoin(codRemittances, eq(codRemittances.id, codRemittanceParcels.remittanceId))
    .where(inArray(codRemittanceParcels.orderId, orderIds));
  return new Map(
    rows.map((row) => [row.orderId, { remittance_id: row.id, remitted_on: row.remittedOn, reference: row.reference }]),
  );
}

export class CodRemittances {
  constructor(
    private readonly db: Database,
    private readonly orderNumbers: OrderNumbers,
  ) {}

  /**
   * Checks a remittance's lines and, unless it is a dry run or a line blocks it, records it with its parcels in one
   * transaction. The courier's reference recorded already is a 409, dry run or not: the same sheet twice.
   */
  async record(
    heading: RemittanceHeading,
    lines: RemittanceLine[],
    options: { dryRun: boolean; ownerId: number | null },
  ): Promise<RemittanceOutcome> {
    if (lines.length > MAX_REMITTANCE_PARCELS) {
      throw new InvalidInput(
        `A remittance covers at most ${MAX_REMITTANCE_PARCELS} parcels; this has ${lines.length}.`,
      );
    }
    const check = () =>
      this.db.transaction(async (tx) => {
        await refuseKnownReference(tx, heading);
        const checked = await checkLines(tx, heading, lines);
        const blocked = checked.mismatches.some((mismatch) => mismatch.blocks);
        if (options.dryRun || blocked) return { checked, remittance: null, blocked };
        const [created] = await tx
          .insert(codRemittances)
          .values({
            courier: heading.courier,
            remittedOn: heading.remittedOn,
            reference: heading.reference,
            amount: heading.amountPaise,
            recordedBy: options.ownerId,
          })
          .returning({ id: codRemittances.id });
        if (!created) throw new Error("The remittance was not written");
        await tx.insert(codRemittanceParcels).values(
          checked.parcels.map((parcel) => ({
            orderId: parcel.orderId,
            remittanceId: created.id,
            amount: parcel.amountPaise,
          })),
        );
        return { checked, remittance: created.id, blocked };
      });
    let result: Awaited<ReturnType<typeof check>>;
    try {
      result = await check();
    } catch (error) {
      // Another remittance recorded at the same moment took the reference or one of the parcels.
      if (sqlStateOf(error) === "23505") {
        await refuseKnownReference(this.db, heading);
        throw new Conflict("A parcel of this remittance was recorded as remitted a moment ago: check the sheet again.");
      }
      throw error;
    }
    const { checked } = result;
    const numbers = await this.orderNumbers(
      this.db,
      checked.lines.map((line) => line.orderId),
    );
    const remittance = result.remittance === null ? null : await this.one(result.remittance);
    const report: RemittanceReport = {
      dry_run: options.dryRun,
      applied: remittance !== null,
      parcels: checked.lines.map((line) => ({
        line: line.line,
        tracking_number: line.trackingNumber,
        order_id: line.orderId,
        order_number: line.orderId === null ? null : (numbers.get(line.orderId) ?? null),
        amount: Money.toWire(line.amountPaise ?? 0),
        cod_amount: line.codAmount === null ? null : Money.toWire(line.codAmount),
      })),
      amount: Money.toWire(heading.amountPaise),
      parcels_sum: Money.toWire(checked.parcelsSum),
      cod_sum: Money.toWire(checked.codSum),
      mismatches: checked.mismatches,
      remittance,
    };
    return { refused: result.blocked && !options.dryRun, report };
  }

  /** The remittances, newest first, each with its parcels' sums. */
  async list(): Promise<CodRemittance[]> {
    const rows = await this.db
      .select()
      .from(codRemittances)
      .orderBy(desc(codRemittances.remittedOn), desc(codRemittances.id));
    return this.withSums(rows);
  }

  private async one(id: number): Promise<CodRemittance | null> {
    const rows = await this.db.select().from(codRemittances).where(eq(codRemittances.id, id));
    return (await this.withSums(rows))[0] ?? null;
  }

  private async withSums(rows: (typeof codRemittances.$inferSelect)[]): Promise<CodRemittance[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.id);
    const sums = await this.db
      .select({
        remittanceId: codRemittanceParcels.remittanceId,
        parcels: count(),
        paid: sum(codRemittanceParcels.amount).mapWith(moneyFromDatabase),
      })
      .from(codRemittanceParcels)
      .where(inArray(codRemittanceParcels.remittanceId, ids))
      .groupBy(codRemittanceParcels.remittanceId);
    const covered = await this.db
      .select({ orderId: codRemittanceParcels.orderId, remittanceId: codRemittanceParcels.remittanceId })
      .from(codRemittanceParcels)
      .where(inArray(codRemittanceParcels.remittanceId, ids));
    const codOf = new Map(
      (
        await shipmentsOf(
          this.db,
          covered.map((row) => row.orderId),
        )
      ).map((s) => [s.orderId, s.codAmount ?? 0]),
    );
    const codSums = new Map<number, Paise>();
    for (const row of covered) {
      codSums.set(row.remittanceId, Money.add(codSums.get(row.remittanceId) ?? 0, codOf.get(row.orderId) ?? 0));
    }
    const sumOf = new Map(sums.map((row) => [row.remittanceId, row]));
    return rows.map((row) => {
      const paid = sumOf.get(row.id);
      const parcelsSum = paid?.paid ?? 0;
      const codSum = codSums.get(row.id) ?? 0;
      return {
        id: row.id,
        courier: row.courier,
        courier_name: courierNameOf(row.courier),
        remitted_on: row.remittedOn,
        reference: row.reference,
        amount: Money.toWire(row.amount),
        parcel_count: paid?.parcels ?? 0,
        parcels_sum: Money.toWire(parcelsSum),
        cod_sum: Money.toWire(codSum),
        adds_up: row.amount === parcelsSum && parcelsSum === codSum,
        created_at: row.createdAt,
      };
    });
  }

  /** The cash each courier collected for delivered COD parcels no remittance covers yet. */
  async unremitted(): Promise<UnremittedCash> {
    return unremittedCash(this.db);
  }
}

/** 409 when this courier's reference is recorded already. */
async function refuseKnownReference(db: Db, heading: RemittanceHeading): Promise<void> {
  const [known] = await db
    .select({ remittedOn: codRemittances.remittedOn })
    .from(codRemittances)
    .where(and(eq(codRemittances.courier, heading.courier), eq(codRemittances.reference, heading.reference)));
  if (known) {
    throw new Conflict(
      `${courierNameOf(heading.courier)}'s remittance ${heading.reference} is recorded already (paid on ${known.remittedOn}).`,
    );
  }
}

interface CheckedLine {
  line: number;
  trackingNumber: string;
  orderId: number | null;
  amountPaise: Paise | null;
  codAmount: Paise | null;
}

/** Every line against its parcel; the lines that may be recorded, and every mismatch by line. */
async function checkLines(tx: Transaction, heading: RemittanceHeading, lines: RemittanceLine[]) {
  const numberOf = (typed: string) => {
    const checked = checkTrackingNumber(heading.courier, typed);
    return checked.ok ? checked.number : typed.replace(/\s+/g, "").toUpperCase();
  };
  const numbers = lines.map((line) => numberOf(line.trackingNumber));
  const found = await parcelsByTrackingNumber(tx, [...new Set(numbers)]);
  const byNumber = new Map<string, CodParcel[]>();
  for (const parcel of found)
    byNumber.set(parcel.trackingNumber, [...(byNumber.get(parcel.trackingNumber) ?? []), parcel]);
  const orderIds = found.map((parcel) => parcel.orderId);
  const remittedBefore =
    orderIds.length === 0
      ? new Map<number, string>()
      : new Map(
          (
            await tx
              .select({ orderId: codRemittanceParcels.orderId, reference: codRemittances.reference })
              .from(codRemittanceParcels)
              .innerJoin(codRemittances, eq(codRemittances.id, codRemittanceParcels.remittanceId))
              .where(inArray(codRemittanceParcels.orderId, orderIds))
          ).map((row) => [row.orderId, row.reference]),
        );

  const mismatches: RemittanceMismatch[] = [];
  const parcels: { orderId: number; amountPaise: Paise }[] = [];
  const checkedLines: CheckedLine[] = [];
  const seen = new Map<number, number>();
  const courierName = courierNameOf(heading.courier);
  for (const [index, line] of lines.entries()) {
    const trackingNumber = numbers[index] ?? line.trackingNumber;
    const mismatch = (code: RemittanceMismatch["code"], message: string, blocks = true) =>
      mismatches.push({ line: line.line, tracking_number: trackingNumber, code, message, blocks });
    const candidates = byNumber.get(trackingNumber) ?? [];
    const parcel = candidates.find((one) => one.courier === heading.courier) ?? candidates[0];
    checkedLines.push({
      line: line.line,
      trackingNumber,
      orderId: parcel?.orderId ?? null,
      amountPaise: line.amountPaise,
      codAmount: parcel?.codAmount ?? null,
    });
    if (line.problem !== null || line.amountPaise === null) {
      mismatch("unreadable_line", line.problem ?? "The amount is missing");
      continue;
    }
    if (!parcel) {
      mismatch("unknown_tracking_number", `No parcel went out with tracking number ${trackingNumber}`);
      continue;
    }
    const earlierLine = seen.get(parcel.orderId);
    if (earlierLine !== undefined) {
      mismatch("repeated", `${trackingNumber} is on line ${earlierLine} already`);
      continue;
    }
    seen.set(parcel.orderId, line.line);
    if (parcel.courier !== heading.courier) {
      mismatch("other_courier", `${trackingNumber} went with ${courierNameOf(parcel.courier)}, not ${courierName}`);
      continue;
    }
    if (parcel.codAmount === null) {
      mismatch("not_cod", `${trackingNumber} is not a cash on delivery parcel: it was paid for before it went`);
      continue;
    }
    if (parcel.deliveredAt === null || parcel.returnedToOriginAt !== null) {
      mismatch(
        "not_delivered",
        parcel.returnedToOriginAt !== null
          ? `${trackingNumber} came back undelivered: no cash was collected for it`
          : `${trackingNumber} is not marked delivered yet: mark it delivered first`,
      );
      continue;
    }
    const before = remittedBefore.get(parcel.orderId);
    if (before !== undefined) {
      mismatch("already_remitted", `${trackingNumber} was paid for in remittance ${before} already`);
      continue;
    }
    if (line.amountPaise !== parcel.codAmount) {
      mismatch(
        "amount_differs",
        `${courierName} paid ${Money.format(line.amountPaise)} for ${trackingNumber}, which was to collect ${Money.format(parcel.codAmount)}`,
        false,
      );
    }
    parcels.push({ orderId: parcel.orderId, amountPaise: line.amountPaise });
  }
  const parcelsSum = Money.sum(checkedLines.map((line) => line.amountPaise ?? 0));
  const codSum = Money.sum(checkedLines.map((line) => line.codAmount ?? 0));
  if (parcelsSum !== heading.amountPaise) {
    mismatches.push({
      line: null,
      tracking_number: null,
      code: "total_differs",
      message: `The lines add up to ${Money.format(parcelsSum)}, the remittance is ${Money.format(heading.amountPaise)}`,
      blocks: false,
    });
  }
  return { lines: checkedLines, parcels, mismatches, parcelsSum, codSum };
}

/**
 * The cash each courier still owes: every delivered COD parcel no remittance covers (this page's and the reports').
 */
export async function unremittedCash(db: Database): Promise<UnremittedCash> {
  // Summed by the database per courier: the page and the reports read it often, and the parcels only grow.
  const rows = await db
    .select({
      courier: sql<string>`p.courier`,
      parcels: sql<number>`count(*)::int`,
      paise: sql<string>`sum(p.cod_amount * 100)::bigint::text`,
    })
    .from(sql`${collectedCodParcels} p`)
    .where(sql`not exists (select 1 from ${codRemittanceParcels} r where r.order_id = p.order_id)`)
    .groupBy(sql`p.courier`);
  const perCourier = new Map(rows.map((row) => [row.courier, { parcels: row.parcels, amount: Number(row.paise) }]));
  const couriers = [...perCourier]
    .sort(([, a], [, b]) => Money.compare(b.amount, a.amount))
    .map(([courier, owed]) => ({
      courier,
      courier_name: courierNameOf(courier),
      parcels: owed.parcels,
      amount: Money.toWire(owed.amount),
    }));
  const all = [...perCourier.values()];
  return {
    couriers,
    parcels: all.reduce((total, owed) => total + owed.parcels, 0),
    amount: Money.toWire(Money.sum(all.map((owed) => owed.amount))),
  };
}
