// The open desk's live alerts (use-desk-alerts.ts, decision 055) as the owner meets them: an alert on the stream shows
// at once as a toast whose link opens what it is about, and what it changed is read again; a stream that drops is
// opened again after a second, and then every desk list is read again (alerts are not replayed); a desk that a newer
// one replaced waits a minute; signed out, the desk stops asking. The server's side is apps/server/test/alerts.

import type { DeskAlert } from "@mayil/core/alerts/desk-alert-schemas";
import { deskAlertEndpoints } from "@mayil/core/api/alerts-endpoints";
import { authEndpoints } from "@mayil/core/api/auth-endpoints";
import { ownerDeskLanguageEndpoints } from "@mayil/core/api/desk-language-endpoints";
import type { QueryClient } from "@tanstack/react-query";
import { screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeApi, refusal } from "../../../test/fake-api";
import { renderInShop, signIn } from "../../../test/render-in-shop";
import { DeskLanguageProvider } from "./desk-language";
import { ownerKeys } from "./owner-keys";
import { useDeskAlerts } from "./use-desk-alerts";

function OpenDesk() {
  useDeskAlerts();
  return null;
}

type Event = { event: string; data: unknown };

/** A stream sending these server-sent events, then ending (a dropped connection), or staying open. */
function stream(events: Event[], { open = false } = {}): ReadableStream<Uint8Array> {
  const text = events.map(({ event, data }) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`).join("");
  return new ReadableStream({
    start(controller) {
      controller.enqueue(new TextEncoder().encode(text));
      if (!open) controller.close();
    },
  });
}

const READY: Event = { event: "ready", data: {} };

const newOrder: DeskAlert = {
  kind: "order_placed",
  title: "New order MJ-000101",
  body: "Lakshmi · 2 pieces · ₹1,348",
  path: "/owner/orders/101",
  order_id: 101,
  at: "2026-11-27T10:00:00.000Z",
};

const runningOut: DeskAlert = {
  kind: "stock_running_out",
  title: "Temple Jhumka is running out",
  body: "1 left",
  path: "/owner/products/7",
  product_id: 7,
  at: "2026-11-27T10:00:00.000Z",
};

/** The streams the desk is given, one per connection in order; each waits until the test lets it through. */
function streamsInTurn(...connections: (() => ReturnType<typeof stream> | ReturnType<typeof refusal>)[]) {
  const gates = connections.map(() => {
    let resolve = () => {};
    const promise = new Promise<void>((done) => {
      resolve = done;
    });
    return { promise, resolve };
  });
  let call = 0;
  fakeApi.respond(deskAlertEndpoints.stream, async () => {
    const index = call++;
    const connection = connections[index];
    if (!connection) return stream([], { open: true });
    await gates[index]?.promise;
    return connection();
  });
  return { letThrough: (index: number) => gates[index]?.resolve() };
}

/** Something the desk has read (Today's counts, an order list, an order): seen as fresh until an alert says not. */
function deskHasRead(queryClient: QueryClient) {
  for (const key of [ownerKeys.today(), ownerKeys.lists(), ownerKeys.order(101), ownerKeys.order(102)]) {
    queryClient.setQueryData(key, { read: true });
  }
  return (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated;
}

/** The toast with this title, once it shows (toasts outlive a test: the queue is the page's). */
async function toastSaying(title: string): Promise<HTMLElement> {
  const shown = (await screen.findByText(title)).closest<HTMLElement>('[data-testid="toast"]');
  if (!shown) throw new Error(`"${title}" is not in a toast`);
  await expect.element(shown).toBeVisible();
  return shown;
}

/**
 * Two frames of real time (the page's frames are not faked): whatever the timers moved on has by then reached the
 * network, so "not asked yet" is not only "not asked so far".
 */
const settled = () => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done())));

const connections = () => fakeApi.sent(deskAlertEndpoints.stream).length;

beforeEach(() => signIn());

afterEach(() => vi.useRealTimers());

describe("the open desk's live alerts", () => {
  it("shows a new order at once with a link that opens it, and reads Today, the order lists and that order again", async () => {
    const { letThrough } = streamsInTurn(() => stream([READY, { event: "alert", data: newOrder }], { open: true }));
    const { queryClient } = renderInShop(<OpenDesk />, { path: "/owner" });
    const stale = deskHasRead(queryClient);
    letThrough(0);

    const shown = await toastSaying("New order MJ-000101");
    await expect.element(await within(shown).findByText("Lakshmi · 2 pieces · ₹1,348")).toBeVisible();
    await expect
      .element(await within(shown).findByRole("link", { name: "Open" }))
      .toHaveAttribute("href", "/owner/orders/101");
    expect(stale(ownerKeys.today())).toBe(true);
    expect(stale(ownerKeys.lists())).toBe(true);
    expect(stale(ownerKeys.order(101))).toBe(true);
    // Another order's page is left as it was read.
    expect(stale(ownerKeys.order(102))).toBe(false);
  });

  it("speaks the desk's language: a desk kept in Malayalam shows the alert's Malayalam, its link too", async () => {
    fakeApi.respond(ownerDeskLanguageEndpoints.read, { desk_language: "ml" });
    const inMalayalam = { ...newOrder, ml: { title: "പുതിയ ഓർഡർ MJ-000101", body: "Lakshmi · 2 ആഭരണങ്ങൾ · ₹1,348" } };
    const { letThrough } = streamsInTurn(() => stream([READY, { event: "alert", data: inMalayalam }], { open: true }));
    renderInShop(
      <DeskLanguageProvider waiting={null}>
        <OpenDesk />
      </DeskLanguageProvider>,
      { path: "/owner" },
    );
    letThrough(0);

    const shown = await toastSaying("പുതിയ ഓർഡർ MJ-000101");
    await expect.element(await within(shown).findByText("Lakshmi · 2 ആഭരണങ്ങൾ · ₹1,348")).toBeVisible();
    await expect
      .element(await within(shown).findByRole("link", { name: "തുറക്കൂ" }))
      .toHaveAttribute("href", "/owner/orders/101");
    expect(shown.textContent).not.toContain("New order");
  });

  it("a piece running out reads Today again and leaves the order lists alone", async () => {
    const { letThrough } = streamsInTurn(() => stream([READY, { event: "alert", data: runningOut }], { open: true }));
    const { queryClient } = renderInShop(<OpenDesk />, { path: "/owner" });
    const stale = deskHasRead(queryClient);
    letThrough(0);

    const shown = await toastSaying("Temple Jhumka is running out");
    await expect
      .element(await within(shown).findByRole("link", { name: "Open" }))
      .toHaveAttribute("href", "/owner/products/7");
    expect(stale(ownerKeys.today())).toBe(true);
    expect(stale(ownerKeys.lists())).toBe(false);
  });

  it("opens a dropped stream again after about a second, and then reads every desk list again", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const { letThrough } = streamsInTurn(
      () => stream([READY]),
      () => stream([READY], { open: true }),
    );
    const { queryClient } = renderInShop(<OpenDesk />, { path: "/owner" });
    letThrough(0);
    await expect.poll(connections).toBe(1);
    // Read while the stream was down: nothing said it changed, but an alert may have been missed.
    const stale = deskHasRead(queryClient);
    await vi.advanceTimersByTimeAsync(700);
    await settled();
    expect(connections()).toBe(1);
    await vi.advanceTimersByTimeAsync(600);
    await expect.poll(connections).toBe(2);
    expect(stale(ownerKeys.today())).toBe(false);
    letThrough(1);
    await expect.poll(() => stale(ownerKeys.today())).toBe(true);
    expect(stale(ownerKeys.order(102))).toBe(true);
  });

  it("waits a minute when a newer desk took its place", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const { letThrough } = streamsInTurn(() => stream([READY, { event: "closing", data: { reason: "replaced" } }]));
    renderInShop(<OpenDesk />, { path: "/owner" });
    letThrough(0);
    await expect.poll(connections).toBe(1);
    await vi.advanceTimersByTimeAsync(50_000);
    await settled();
    expect(connections()).toBe(1);
    await vi.advanceTimersByTimeAsync(11_000);
    await expect.poll(connections).toBe(2);
  });

  it("stops asking once she is signed out", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    fakeApi.respond(authEndpoints.refresh, refusal(401, "Your session has ended. Please sign in again."));
    const { letThrough } = streamsInTurn(() => refusal(401, "Please sign in"));
    renderInShop(<OpenDesk />, { path: "/owner" });
    letThrough(0);
    await expect.poll(connections).toBe(1);
    await vi.advanceTimersByTimeAsync(120_000);
    await settled();
    expect(connections()).toBe(1);
  });
});
