// What the desk's service worker (owner-sw.ts) and the desk's page agree on (decision 054). Plain values: this file is
// read by the worker's build and the page's alike.

/** Where the worker keeps the last response of each of the desk's reads, per account; emptied at sign-out. */
export const DESK_READS_CACHE = "mayil-desk-reads";

/** The worker's address and the part of the site it serves: the desk only, never the storefront. */
export const DESK_WORKER_URL = "/owner-sw.js";
export const DESK_SCOPE = "/owner";

/**
 * The worker tells the page how each desk read got its response: `readAt` is when a kept response was read from the shop
 * (ISO time) when the network gave no response, null when the network did.
 */
export interface DeskReadMessage {
  type: "mayil-desk-read";
  path: string;
  readAt: string | null;
}

/** What a write tried with no connection gets, as the shop's own refusals are worded (`{ error }`). */
export const OFFLINE_WRITE_REFUSAL = "You're offline: nothing was saved. Try again when you're connected.";
