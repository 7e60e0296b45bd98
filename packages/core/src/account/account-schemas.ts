// The shopper's account over the API: sign-in tokens, the user, the profile form and delivery addresses.
import { z } from "zod";
import { recordIdFromText } from "../api/record-id";
import { checkIndianMobile, indianMobileMessages } from "../india/indian-mobile";
import { hiddenCharacterMessage, isTypedText } from "../text/single-line-text";
import { text } from "../text/well-formed-text";
import { pincodeMessages } from "./delivery-address";
import { RETURN_PARAM, sameSiteReturnPath } from "./sign-in-return";

// Control characters (PostgreSQL text cannot even hold NUL) and the bidirectional overrides that can make an order
// summary read differently from what was typed ("Trojan Source").
// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point here
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f\u202a-\u202e\u2066-\u2069]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: an address may span lines, nothing else invisible
const CONTROL_CHARACTER_EXCEPT_NEWLINE = /[\u0000-\u0009\u000b\u000c\u000e-\u001f\u007f\u202a-\u202e\u2066-\u2069]/;

/** Whether text a shopper typed holds nothing invisible: line breaks only where `multiline`. */
export const isPlainText = (text: string, multiline = false) =>
  !(multiline ? CONTROL_CHARACTER_EXCEPT_NEWLINE : CONTROL_CHARACTER).test(text);

/**
 * A required text field whose every message names it in the shopper's words, e.g. "City is required". It may go into a
 * message to the customer, so it holds only typed characters (single-line-text.ts).
 */
export function requiredText(label: string, maxLength: number, options: { multiline?: boolean } = {}) {
  return text({ error: `${label} is required` })
    .trim()
    .min(1, { error: `${label} is required` })
    .max(maxLength, { error: `${label} must be at most ${maxLength} characters` })
    .refine((text) => isTypedText(text, options.multiline), {
      error: hiddenCharacterMessage(label, options.multiline),
    });
}

/** An Indian mobile as typed; arrives at the server as E.164 (+91 and ten digits). */
export const indianMobileSchema = text({ error: indianMobileMessages.required })
  .transform((text, ctx) => {
    const check = checkIndianMobile(text);
    if (check.ok) return check.e164;
    ctx.addIssue({ code: "custom", message: check.message });
    return z.NEVER;
  })
  .meta({ description: "An Indian mobile: +91 or 91, then ten digits starting 6-9. Stored and returned as E.164." });

// One wording for the PIN in every form and response, defined beside the delivery address (without zod, for the checkout).
export { pincodeMessages };

export const pincodeSchema = text({ error: pincodeMessages.required })
  .trim()
  .min(1, { error: pincodeMessages.required })
  .regex(/^\d{6}$/, { error: pincodeMessages.format });

export const emailSchema = text({ error: "Email is required" })
  .trim()
  .min(1, { error: "Email is required" })
  .max(254, { error: "Please enter a valid email address" })
  .pipe(z.email({ error: "Please enter a valid email address" }));

export const userSchema = z
  .object({
    id: z.number().int(),
    name: text().nullable(),
    email: text().nullable(),
    phone: text().nullable().describe("E.164, e.g. +919847012345, or null until the shopper gives one"),
    avatar_url: text().nullable(),
    role: z
      .enum(["owner", "shopper"])
      .describe("'owner' when the email the sign-in vouched for is one of the shop's OWNER_EMAILS"),
  })
  .meta({ id: "User" });
export type User = z.infer<typeof userSchema>;

export const currentUserResponseSchema = z.object({ user: userSchema });

export const sessionTokensSchema = z
  .object({
    token: text().describe("Bearer access token for the Authorization header; short-lived"),
    refresh_token: text().describe(
      "Opaque; exchange it at /api/auth/refresh for new tokens. Single use (a retry within seconds is served alike).",
    ),
    expires_in: z.number().int().describe("Seconds until the access token expires"),
    user: userSchema,
  })
  .meta({ id: "SessionTokens" });
export type SessionTokens = z.infer<typeof sessionTokensSchema>;

export const startSignInQuerySchema = z.object({
  [RETURN_PARAM]: text()
    .refine((path) => sameSiteReturnPath(path) !== null, {
      error: "return must be a path on this shop, such as /products",
    })
    .optional()
    .describe("The page to come back to once signed in: a path on this shop (the sign-in page's own ?return=)"),
});

export const loginCodeBodySchema = z.object({
  code: text({ error: "Login code is required" })
    .min(1, { error: "Login code is required" })
    .max(200, { error: "Login code is not valid" })
    .describe("The single-use code the sign-in callback put in /auth/callback?token="),
});

export const refreshBodySchema = z.object({
  refresh_token: text({ error: "Refresh token is required" })
    .min(1, { error: "Refresh token is required" })
    .max(200, { error: "Refresh token is not valid" }),
});

export const logoutBodySchema = z
  .object({ refresh_token: text().max(200).optional() })
  .nullish()
  .describe("Optional: the refresh token, so that its session ends even when the access token has expired");

export const successResponseSchema = z.object({ success: z.literal(true), message: text() });

export const profileBodySchema = z
  // No component id: with the phone's transform, its input and output shapes differ and would collide in OpenAPI.
  .object({ name: requiredText("Name", 100), email: emailSchema, phone: indianMobileSchema });
export type ProfileUpdate = z.input<typeof profileBodySchema>;

export const profileResponseSchema = successResponseSchema.extend({ user: userSchema });

export const addressSchema = z
  .object({
    id: z.number().int(),
    name: text(),
    phone: text().describe("E.164"),
    address: text(),
    pincode: text(),
    city: text(),
    state: text(),
    is_default: z.boolean(),
    created_at: text(),
  })
  .meta({ id: "Address" });
export type Address = z.infer<typeof addressSchema>;

export const addressBodySchema = z.object({
  name: requiredText("Name", 100),
  phone: indianMobileSchema,
  address: requiredText("Address", 500, { multiline: true }),
  pincode: pincodeSchema,
  city: requiredText("City", 100),
  state: requiredText("State", 100),
  is_default: z.boolean({ error: "is_default must be true or false" }).optional(),
});
export type AddressInput = z.input<typeof addressBodySchema>;

export const addressIdParamsSchema = z.object({ id: recordIdFromText("id") });

export const addressListResponseSchema = z.object({ addresses: z.array(addressSchema) });
export const addressResponseSchema = successResponseSchema.extend({ address: addressSchema });
