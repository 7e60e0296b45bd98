// Sends each alert raised in this process to every owner device with alerts on (decision 056). The alert is the
// push's whole payload (RFC 8291, aes128gcm), signed for the push service with the shop's VAPID key (RFC 8292).
// - Bounded: at most CONCURRENCY pushes at once and MAX_QUEUED waiting; past that a push is dropped and logged (an
//   owner with a handful of devices never gets near it; a storm of alerts must not grow the process without bound).
// - Per kind: how long a push service keeps it for a phone that is off (TTL), how urgently it wakes the phone, and a
//   topic, so a repeat of the same alert waiting at the push service replaces the older one.
// - 404 or 410 from the push service: that device is gone for good, its subscription is deleted. Any other refusal
//   is kept on the device (the desk shows it) and logged with the device's number and the push service's host only.
// web-push builds the request (encryption, VAPID header); the shop sends it itself with fetch, so a request never
// follows a redirect and always ends within TIMEOUT_MS.
import type { DeskAlert, DeskAlertKind } from "@mayil/core/alerts/desk-alert-schemas";
import type { DeskLanguage } from "@mayil/core/languages/languages";
import type { FastifyBaseLogger } from "fastify";
import webPush from "web-push";
import type { OwnerCheck } from "../../http/route-guards";
import { pushEndpointProblem } from "./push-endpoint-check";
import type { PushSubscriptions, PushTarget } from "./push-subscriptions";
import type { VapidDetails } from "./vapid-keys";

const CONCURRENCY = 4;
const MAX_QUEUED = 500;
const TIMEOUT_MS = 10_000;
const HOUR = 3600;

/** How each kind travels: kept for a phone that is off this long (seconds), this urgent, replacing under this topic. */
const DELIVERY: Record<DeskAlertKind, { ttl: number; urgency: webPush.Urgency; topic: (alert: DeskAlert) => string }> =
  {
    // A new order matters until she has seen it, but a day later the desk shows it anyway.
    order_placed: { ttl: 24 * HOUR, urgency: "high", topic: (a) => `placed-${a.order_id ?? 0}` },
    payment_recorded: { ttl: 6 * HOUR, urgency: "normal", topic: (a) => `paid-${a.order_id ?? 0}` },
    // Raised 6 hours before the order expires: after that it is moot.
    order_expiring: { ttl: 6 * HOUR, urgency: "high", topic: (a) => `expiring-${a.order_id ?? 0}` },
    stock_running_out: { ttl: 24 * HOUR, urgency: "normal", topic: (a) => `stock-${a.product_id ?? 0}` },
  };

interface Job {
  target: PushTarget;
  alert: DeskAlert;
}

/** Who is an owner now, and the language each keeps her desk in (decision 084): her devices are pushed in it. */
export interface PushOwners extends OwnerCheck {
  deskLanguage(userId: number): Promise<DeskLanguage>;
}

export interface WebPushSenderNeeds {
  subscriptions: PushSubscriptions;
  owners: PushOwners;
  vapid: VapidDetails;
  allowLoopbackEndpoints: boolean;
  log: FastifyBaseLogger;
}

export class WebPushSender {
  private readonly queue: Job[] = [];
  private active = 0;
  /** Alerts whose devices are still being read. */
  private reading = 0;
  private closed = false;
  private idleWaiters: (() => void)[] = [];

  constructor(private readonly needs: WebPushSenderNeeds) {}

  /** Pushes the alert to every owner device; never throws, never waits for the push services. */
  push(alert: DeskAlert): void {
    if (this.closed) return;
    this.reading++;
    void this.enqueue(alert)
      .catch((error: unknown) => this.needs.log.warn({ err: error, kind: alert.kind }, "push alert: devices not read"))
      .finally(() => {
        this.reading--;
        this.pump();
      });
  }

  /** Resolves when nothing is waiting or being sent (tests; shutdown). */
  idle(): Promise<void> {
    if (this.isIdle()) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  /** Takes no more alerts and waits for the pushes under way (each ends within TIMEOUT_MS). */
  async close(): Promise<void> {
    this.closed = true;
    this.queue.length = 0;
    await this.idle();
  }

  private async enqueue(alert: DeskAlert): Promise<void> {
    const targets = await this.needs.subscriptions.targets();
    const isOwner = new Map<number, boolean>();
    const inHerLanguage = new Map<number, DeskAlert>();
    for (const target of targets) {
      if (!isOwner.has(target.userId)) isOwner.set(target.userId, await this.needs.owners.isOwner(target.userId));
      // Someone who is no longer an owner keeps the row (she may be again) but is not told about the shop.
      if (!isOwner.get(target.userId)) continue;
      let told = inHerLanguage.get(target.userId);
      if (!told) {
        told = alertIn(await this.needs.owners.deskLanguage(target.userId), alert);
        inHerLanguage.set(target.userId, told);
      }
      if (this.closed) return;
      if (this.queue.length >= MAX_QUEUED) {
        this.needs.log.warn({ kind: alert.kind, queued: this.queue.length }, "push alert dropped: too many waiting");
        continue;
      }
      this.queue.push({ target, alert: told });
    }
  }

  private pump(): void {
    while (this.active < CONCURRENCY && this.queue.length > 0) {
      const job = this.queue.shift();
      if (!job) break;
      this.active++;
      void this.send(job).finally(() => {
        this.active--;
        this.pump();
      });
    }
    if (this.isIdle()) {
      const waiters = this.idleWaiters;
      this.idleWaiters = [];
      for (const resolve of waiters) resolve();
    }
  }

  private isIdle(): boolean {
    return this.active === 0 && this.reading === 0 && this.queue.length === 0;
  }

  private async send({ target, alert }: Job): Promise<void> {
    const { subscriptions, log } = this.needs;
    const host = hostOf(target.endpoint);
    try {
      if (pushEndpointProblem(target.endpoint, this.needs.allowLoopbackEndpoints)) {
        await subscriptions.failed(target.id, `Not sent: the shop no longer sends to this push service (${stamp()})`);
        return;
      }
      const delivery = DELIVERY[alert.kind];
      const request = webPush.generateRequestDetails(
        { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
        JSON.stringify(alert),
        {
          vapidDetails: this.needs.vapid,
          TTL: delivery.ttl,
          urgency: delivery.urgency,
          topic: delivery.topic(alert),
          contentEncoding: "aes128gcm",
        },
      );
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(request.headers)) {
        // fetch sets the length from the body itself.
        if (name.toLowerCase() !== "content-length") headers[name] = String(value);
      }
      const response = await fetch(request.endpoint, {
        method: "POST",
        headers,
        body: request.body ? new Uint8Array(request.body) : null,
        redirect: "manual",
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      await response.body?.cancel();
      if (response.status >= 200 && response.status < 300) {
        await subscriptions.sent(target.id);
      } else if (response.status === 404 || response.status === 410) {
        await subscriptions.gone(target.id);
        log.info({ device: target.id, status: response.status, host }, "push device gone: subscription removed");
      } else {
        await subscriptions.failed(target.id, `Refused by the push service (${response.status}, ${stamp()})`);
        log.warn({ device: target.id, status: response.status, host }, "push alert refused");
      }
    } catch (error) {
      const what = error instanceof Error && error.name === "TimeoutError" ? "silent for too long" : "not reached";
      await subscriptions.failed(target.id, `The push service was ${what} (${stamp()})`).catch(() => {});
      log.warn({ device: target.id, host, reason: what }, "push alert not delivered");
    }
  }
}

/**
 * The alert as her device shows it: its title and body in her desk's language, and only those (a push's payload is
 * at most 4 KB, and the service worker reads `title` and `body`).
 */
export function alertIn(language: DeskLanguage, { ml, ...alert }: DeskAlert): DeskAlert {
  return language === "ml" && ml ? { ...alert, title: ml.title, body: ml.body } : alert;
}

/** The push service's host only: the endpoint's path identifies the device. */
function hostOf(endpoint: string): string {
  try {
    return new URL(endpoint).host;
  } catch {
    return "?";
  }
}

const stamp = () => new Date().toISOString();
