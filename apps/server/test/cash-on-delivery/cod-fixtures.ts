// Cash on delivery turned on for a test, as the owner turns it on from the desk (PUT /api/owner/cash-on-delivery).
import type { CodRulesWire } from "@mayil/core/orders/cash-on-delivery";
import { expect } from "vitest";
import type { Owner } from "../orders/desk-fixtures";

/** The rules a test sets: COD on, ₹49 flat, no other limit beyond the defaults' two open orders and two refusals. */
export const codOn = (overrides: Partial<CodRulesWire> = {}): CodRulesWire => ({
  enabled: true,
  min_order: "0.00",
  max_order: null,
  fee_kind: "flat",
  fee: "49.00",
  blocked_pincodes: [],
  blocked_states: [],
  max_open_per_customer: 2,
  max_refusals: 2,
  ...overrides,
});

/** Turns COD on with `codOn(overrides)` through the owner's desk, and checks the shop took it. */
export async function turnCodOn(owner: Owner, overrides: Partial<CodRulesWire> = {}): Promise<void> {
  const rules = await owner.call("PUT", "/api/owner/cash-on-delivery", codOn(overrides));
  expect(rules.status, JSON.stringify(rules.body)).toBe(200);
}
