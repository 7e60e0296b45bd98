// The server's signing secret: AUTH_SECRET, or on a development machine one generated once and kept in the data folder.
import { createHash, hkdfSync, randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

/** Reads AUTH_SECRET, or the development secret in dataDir/auth-secret, creating it (owner-readable only) if missing. */
export function loadAuthSecret(configured: string | null, dataDir: string): Buffer {
  if (configured) return Buffer.from(configured, "utf8");
  const file = path.join(dataDir, "auth-secret");
  if (existsSync(file)) return Buffer.from(readFileSync(file, "utf8").trim(), "utf8");
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString("base64url");
  // "wx": if another process created it a moment ago, fail rather than overwrite the secret its sessions use.
  try {
    writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: "wx" });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return loadAuthSecret(null, dataDir);
    throw error;
  }
  return Buffer.from(secret, "utf8");
}

/** One key per purpose from the one secret, so a key leaked from one use cannot forge another's tokens. */
export function deriveKey(
  secret: Buffer,
  purpose:
    | "access-token"
    | "refresh-token-successor"
    | "sign-in-flow"
    | "dev-provider-cookies"
    | "dev-provider-client-secret",
) {
  return new Uint8Array(hkdfSync("sha256", secret, "mayil-jewels", purpose, 32));
}

/** An unguessable opaque token (256 bits) for refresh tokens and login codes. */
export const randomToken = () => randomBytes(32).toString("base64url");

/** What the database keeps of an opaque token: enough to recognise it, useless to whoever reads the table. */
export const hashToken = (token: string) => createHash("sha256").update(token).digest("base64url");
