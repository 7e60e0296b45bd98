// The shop's VAPID key pair (decision 056): VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or on a development machine a
// pair generated once and kept in the data folder (so `npm run dev` has working alerts); in production without keys
// push is off and the desk says why.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import webPush from "web-push";
import type { WebPushSettings } from "../../config";

export interface VapidDetails {
  publicKey: string;
  privateKey: string;
  subject: string;
}

export type VapidKeys = { on: true; details: VapidDetails } | { on: false; reason: string };

export const PUSH_OFF_REASON =
  "Alerts on a closed desk are off on this shop: it has no Web Push keys (VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY; `npm run vapid-keys` makes a pair).";

const KEY_FILE = "vapid-keys.json";

export function loadVapidKeys(settings: WebPushSettings, dataDir: string): VapidKeys {
  const subject = settings.subject;
  if (settings.keys) return { on: true, details: { ...settings.keys, subject } };
  if (!settings.generateDevelopmentKeys) return { on: false, reason: PUSH_OFF_REASON };
  return { on: true, details: { ...developmentKeys(dataDir), subject } };
}

function developmentKeys(dataDir: string): { publicKey: string; privateKey: string } {
  const file = path.join(dataDir, KEY_FILE);
  if (existsSync(file)) {
    const kept = JSON.parse(readFileSync(file, "utf8")) as { publicKey: string; privateKey: string };
    return { publicKey: kept.publicKey, privateKey: kept.privateKey };
  }
  mkdirSync(dataDir, { recursive: true });
  const pair = webPush.generateVAPIDKeys();
  // "wx": if another process created it a moment ago, use that pair (its subscriptions are made with it).
  try {
    writeFileSync(file, `${JSON.stringify(pair)}\n`, { mode: 0o600, flag: "wx" });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return developmentKeys(dataDir);
    throw error;
  }
  return pair;
}
