// Where the development provider keeps its short-lived artefacts (sessions, codes, grants): this process's memory,
// bounded by bytes and expiring. Fine for a development tool; the shop's own sessions live in the database.

import { LRUCache } from "lru-cache";
import type { Adapter, AdapterPayload } from "oidc-provider";

/** Thousands of sign-ins in progress (a payload is a few KB at most); each request can start one. */
const STORE_MAX_BYTES = 16 * 1024 * 1024;

const store = new LRUCache<string, AdapterPayload | string[]>({
  maxSize: STORE_MAX_BYTES,
  // Two bytes a character covers any string; the payloads are small, and this runs only while developing.
  sizeCalculation: (value, key) => (key.length + JSON.stringify(value).length) * 2 + 100,
  ttl: 3_600_000,
  ttlAutopurge: false,
});

export class DevProviderStorage implements Adapter {
  constructor(private readonly model: string) {}

  private key(id: string) {
    return `${this.model}:${id}`;
  }

  async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
    const ttl = expiresIn > 0 ? expiresIn * 1000 : undefined;
    store.set(this.key(id), payload, { ttl });
    if (payload.uid) store.set(`${this.model}:uid:${payload.uid}`, [id], { ttl });
    if (payload.grantId) {
      const grantKey = `grant:${payload.grantId}`;
      const members = (store.get(grantKey) as string[] | undefined) ?? [];
      store.set(grantKey, [...members, this.key(id)], { ttl });
    }
  }

  async find(id: string): Promise<AdapterPayload | undefined> {
    return store.get(this.key(id)) as AdapterPayload | undefined;
  }

  async findByUid(uid: string): Promise<AdapterPayload | undefined> {
    const [id] = (store.get(`${this.model}:uid:${uid}`) as string[] | undefined) ?? [];
    return id ? this.find(id) : undefined;
  }

  async findByUserCode(): Promise<AdapterPayload | undefined> {
    return undefined; // the device flow is not enabled
  }

  async consume(id: string): Promise<void> {
    const payload = await this.find(id);
    if (payload) store.set(this.key(id), { ...payload, consumed: Math.floor(Date.now() / 1000) });
  }

  async destroy(id: string): Promise<void> {
    store.delete(this.key(id));
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    const grantKey = `grant:${grantId}`;
    for (const key of (store.get(grantKey) as string[] | undefined) ?? []) store.delete(key);
    store.delete(grantKey);
  }
}
