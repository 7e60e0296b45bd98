// Cash on delivery's API shapes (decision 083): the rules the checkout reads, and the owner's form that sets them.
// The rules themselves, and their wire form, are cash-on-delivery.ts's.
import { z } from "zod";
import { paiseOrProblem } from "../money/rupee-amount";
import { text } from "../text/well-formed-text";
import type { CodRules, CodRulesWire } from "./cash-on-delivery";

/** More than any shop blocks by hand; bounds the row and the check's work. */
export const MAX_BLOCKED_PINCODES = 1000;
export const MAX_BLOCKED_STATES = 40;
/** A limit per phone number beyond this is no limit: the form stops at it. */
export const MAX_COD_LIMIT = 100;

/** The rules as the API carries them (cash-on-delivery.ts's CodRulesWire): rupees as decimal text. */
export const codRulesSchema = z
  .object({
    enabled: z.boolean(),
    min_order: z.string().describe("The smallest order (goods less discount) COD is offered for, in rupees"),
    max_order: z.string().nullable().describe("The largest, in rupees; null for no limit"),
    fee_kind: z.enum(["flat", "percent"]),
    fee: z.string().describe("Rupees for a flat fee, a percentage of the goods for percent"),
    blocked_pincodes: z.array(z.string()),
    blocked_states: z.array(z.string()),
    max_open_per_customer: z.number().int(),
    max_refusals: z.number().int(),
  })
  .meta({ id: "CodRules" }) satisfies z.ZodType<CodRulesWire>;

export const codRulesResponseSchema = z.object({ rules: codRulesSchema });

export const ownerCodRulesResponseSchema = z.object({
  rules: codRulesSchema,
  updated_at: text().nullable().describe("When the owner last saved the rules; null while they were never set"),
});

export const codRulesChangedResponseSchema = z.object({
  success: z.literal(true),
  message: text(),
  rules: codRulesSchema,
});

const limit = (name: string) =>
  z
    .number({ error: `${name} must be a whole number` })
    .int({ error: `${name} must be a whole number` })
    .min(0, { error: `${name} must be 0 or more` })
    .max(MAX_COD_LIMIT, { error: `${name} can be at most ${MAX_COD_LIMIT}` });

const amountText = (name: string) =>
  z.union([text(), z.number()], { error: `${name} must be an amount in rupees, like "499.00"` });

/**
 * The owner's rules as the desk sends them: the same fields the GET returns (so what is read can be sent back), each
 * checked with a message naming it, and read into core's CodRules (paise, a percentage as a number).
 */
export const codRulesBodySchema = z
  .object({
    enabled: z.boolean({ error: "enabled must be true or false" }),
    min_order: amountText("min_order").describe('Rupees, 0 or more: "0.00" offers COD for every order value'),
    max_order: amountText("max_order").nullable().describe("Rupees; null for no limit"),
    fee_kind: z.enum(["flat", "percent"], { error: "fee_kind must be 'flat' or 'percent'" }),
    fee: amountText("fee").describe("Rupees for a flat fee; a percentage of the goods (0 to 100) for percent"),
    blocked_pincodes: z
      .array(
        text({ error: "Each blocked PIN code must be text" })
          .trim()
          .regex(/^\d{6}$/, { error: "Each blocked PIN code must be 6 digits, like 110001" }),
        { error: "blocked_pincodes must be a list of PIN codes" },
      )
      .max(MAX_BLOCKED_PINCODES, { error: `At most ${MAX_BLOCKED_PINCODES} PIN codes can be blocked` }),
    blocked_states: z
      .array(
        text({ error: "Each blocked state must be text" })
          .trim()
          .min(1, { error: "A blocked state cannot be empty" })
          .max(100, { error: "A blocked state must be at most 100 characters" }),
        { error: "blocked_states must be a list of states" },
      )
      .max(MAX_BLOCKED_STATES, { error: `At most ${MAX_BLOCKED_STATES} states can be blocked` }),
    max_open_per_customer: limit("max_open_per_customer"),
    max_refusals: limit("max_refusals"),
  })
  .transform((body, ctx): CodRules => {
    const problem = (path: string, message: string) => {
      ctx.addIssue({ code: "custom", path: [path], message });
      return 0;
    };
    const rupees = (path: string, value: string | number) => {
      const read = paiseOrProblem(value, path);
      return "paise" in read ? read.paise : problem(path, read.problem);
    };
    const minOrderPaise = rupees("min_order", body.min_order);
    const maxOrderPaise = body.max_order === null ? null : rupees("max_order", body.max_order);
    if (maxOrderPaise !== null && maxOrderPaise < minOrderPaise) {
      problem("max_order", "The largest COD order must be at least the smallest (min_order)");
    }
    let fee: CodRules["fee"];
    if (body.fee_kind === "flat") {
      fee = { kind: "flat", paise: rupees("fee", body.fee) };
    } else {
      const percent = Number(typeof body.fee === "string" ? body.fee.trim() : body.fee);
      const typed = String(body.fee).trim();
      if (typed === "" || !Number.isFinite(percent) || !/^\d+(\.\d{1,2})?$/.test(typed)) {
        problem("fee", 'A percentage fee must be a number from 0 to 100 with at most 2 decimals, like "2.5"');
      } else if (percent > 100) {
        problem("fee", "A percentage fee can be at most 100");
      }
      fee = { kind: "percent", percent: Number.isFinite(percent) ? percent : 0 };
    }
    return {
      enabled: body.enabled,
      minOrderPaise,
      maxOrderPaise,
      fee,
      // The same PIN or state typed twice is kept once.
      blockedPincodes: [...new Set(body.blocked_pincodes)],
      blockedStates: [...new Map(body.blocked_states.map((state) => [state.toLowerCase(), state])).values()],
      maxOpenPerCustomer: body.max_open_per_customer,
      maxRefusals: body.max_refusals,
    };
  });
export type CodRulesBody = z.output<typeof codRulesBodySchema>;
