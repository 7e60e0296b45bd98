// Alerts on the owner's closed desk (decision 056): the shop's Web Push key, and the devices she turned alerts on for
// (/api/owner/push/...): owners only. A subscription is what the browser's PushSubscription.toJSON() gives, with a
// device name the desk makes from the browser ("Chrome on Android").
import { z } from "zod";
import { recordIdFromText } from "../api/record-id";
import { isTypedText } from "../text/single-line-text";
import { text } from "../text/well-formed-text";

/** Devices one owner may keep alerts on: a phone, a tablet, a computer or two, with room for old ones. */
export const MAX_PUSH_DEVICES = 20;

const base64url = (bytes: number, what: string) =>
  text()
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, { error: `${what} must be base64url` })
    .refine((value) => decodedLength(value) === bytes, { error: `${what} must be ${bytes} bytes` });

/** Bytes in a base64url string (padding allowed). */
function decodedLength(value: string): number {
  const bare = value.replace(/=+$/, "");
  return Math.floor((bare.length * 3) / 4);
}

export const pushKeyResponseSchema = z.object({
  public_key: text()
    .nullable()
    .describe("The shop's VAPID public key (base64url) for PushManager.subscribe; null when push is off"),
  off_reason: text().nullable().describe("Why alerts on a closed desk are off on this shop, in plain words"),
});
export type PushKeyResponse = z.infer<typeof pushKeyResponseSchema>;

export const pushSubscribeBodySchema = z.object({
  endpoint: text().trim().min(1).max(2048).describe("The push service's URL for this device"),
  keys: z.object({
    p256dh: base64url(65, "keys.p256dh").describe("The browser's P-256 public key (uncompressed, base64url)"),
    auth: base64url(16, "keys.auth").describe("The browser's 16-byte auth secret (base64url)"),
  }),
  device_name: text()
    .trim()
    .min(1, { error: "Name the device" })
    .max(80, { error: "A device name is at most 80 characters" })
    .refine((name) => isTypedText(name), { error: "A device name is one line of plain text" })
    .describe("What the desk lists this device as: 'Chrome on Android'"),
});
export type PushSubscribeBody = z.infer<typeof pushSubscribeBodySchema>;

export const pushDeviceSchema = z.object({
  id: z.number().int(),
  device_name: text(),
  endpoint: text().describe("So the desk can tell which listed device it is on"),
  created_at: text().describe("ISO 8601: when alerts were turned on there"),
  last_sent_at: text().nullable().describe("ISO 8601: the last alert the push service accepted for it"),
  last_failure: text().nullable().describe("The last refusal, in plain words (status and when)"),
});
export type PushDevice = z.infer<typeof pushDeviceSchema>;

export const pushDevicesResponseSchema = z.object({ devices: z.array(pushDeviceSchema) });
export type PushDevicesResponse = z.infer<typeof pushDevicesResponseSchema>;

export const pushDeviceParamsSchema = z.object({ id: recordIdFromText("id") });
