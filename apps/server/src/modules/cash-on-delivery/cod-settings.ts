// The owner's rules for cash on delivery, kept in cod_settings' one row (decision 083). No row yet is COD off: the
// shop offers it only once she has said on what terms.
import { Money } from "@mayil/core/money/money";
import { COD_RULES_OFF, type CodRules } from "@mayil/core/orders/cash-on-delivery";
import { eq, sql } from "drizzle-orm";
import type { Database, Transaction } from "../../db/database";
import { codSettings } from "./cash-on-delivery-tables";

/** The one row's id (the table's check allows no other). */
const ROW = 1;

export interface KeptCodRules {
  rules: CodRules;
  /** When she last saved them; null while never set. */
  updatedAt: string | null;
}

export class CodSettings {
  constructor(private readonly db: Database) {}

  /** The rules now; COD off while the owner never set them. */
  async rules(db: Database | Transaction = this.db): Promise<CodRules> {
    return (await this.kept(db)).rules;
  }

  async kept(db: Database | Transaction = this.db): Promise<KeptCodRules> {
    const [row] = await db.select().from(codSettings).where(eq(codSettings.id, ROW));
    if (!row) return { rules: COD_RULES_OFF, updatedAt: null };
    return {
      rules: {
        enabled: row.enabled,
        minOrderPaise: row.minOrder,
        maxOrderPaise: row.maxOrder,
        fee:
          row.feeKind === "percent"
            ? { kind: "percent", percent: Number(row.feeValue) }
            : { kind: "flat", paise: Money.fromWire(row.feeValue) },
        blockedPincodes: row.blockedPincodes,
        blockedStates: row.blockedStates,
        maxOpenPerCustomer: row.maxOpenPerCustomer,
        maxRefusals: row.maxRefusals,
      },
      updatedAt: row.updatedAt,
    };
  }

  /** Writes the owner's rules over whatever was there (the row is made on her first save). */
  async set(rules: CodRules, byUserId: number): Promise<CodRules> {
    const values = {
      enabled: rules.enabled,
      minOrder: rules.minOrderPaise,
      maxOrder: rules.maxOrderPaise,
      feeKind: rules.fee.kind,
      // fee_value is rupees for a flat fee, a percentage for percent: both as numeric(10,2) text.
      feeValue: rules.fee.kind === "flat" ? Money.toWire(rules.fee.paise) : rules.fee.percent.toFixed(2),
      blockedPincodes: rules.blockedPincodes,
      blockedStates: rules.blockedStates,
      maxOpenPerCustomer: rules.maxOpenPerCustomer,
      maxRefusals: rules.maxRefusals,
      updatedBy: byUserId,
      updatedAt: sql`now()`,
    };
    await this.db
      .insert(codSettings)
      .values({ id: ROW, ...values })
      .onConflictDoUpdate({ target: codSettings.id, set: values });
    return this.rules();
  }
}
