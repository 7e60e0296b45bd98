// The open desk's live alerts (decision 055): while the desk is open it reads the server's event stream
// (GET /api/owner/alerts/stream) and, for each alert, refreshes what it changed (Today's counts and waiting list, the
// order list, that order's page) and shows a polite toast with a link to open it. The stream is read with fetch, not
// EventSource: the desk's sign-in is a bearer token (refreshed by the shopper session), which EventSource cannot send;
// eventsource-parser reads the text/event-stream format. A dropped stream is opened again with a growing wait, and
// after any reconnection the desk's lists are read again, since alerts are not replayed.

import type { DeskAlert } from "@mayil/core/alerts/desk-alert-schemas";
import { deskAlertEndpoints } from "@mayil/core/api/alerts-endpoints";
import { ApiError } from "@mayil/core/api/api-client";
import type { DeskLanguage } from "@mayil/core/languages/languages";
import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { createParser } from "eventsource-parser";
import { useEffect, useEffectEvent } from "react";
import { api } from "../api-client";
import { toast } from "../toast-store";
import { useDeskLanguage } from "./desk-language";
import { type DeskSay, useDeskMessages } from "./desk-messages";
import { ownerKeys } from "./owner-keys";

/** Waits before opening the stream again after it dropped: from the first, doubling up to the last (with jitter). */
const RETRY_MS = { first: 1000, max: 30_000 };
/** When a newer stream of the owner's took this one's place (too many open desks), this one waits longer. */
const REPLACED_WAIT_MS = 60_000;
/** An alert's toast stays this long, unless pointed at or focused. */
const ALERT_TOAST_MS = 15_000;

/** What one alert makes stale on the desk. */
export function refreshFor(queryClient: QueryClient, alert: DeskAlert): void {
  void queryClient.invalidateQueries({ queryKey: ownerKeys.today() });
  if (alert.kind === "stock_running_out") return;
  void queryClient.invalidateQueries({ queryKey: ownerKeys.lists() });
  if (alert.order_id !== undefined) void queryClient.invalidateQueries({ queryKey: ownerKeys.order(alert.order_id) });
}

/** The alert's toast, in the language her desk is shown in (decision 084: the server sends the Malayalam beside it). */
function showAlert(alert: DeskAlert, language: DeskLanguage, t: DeskSay): void {
  const words = language === "ml" && alert.ml ? alert.ml : alert;
  toast({
    title: words.title,
    description: words.body,
    durationMs: ALERT_TOAST_MS,
    link: { to: alert.path, label: t("desk.alerts.open") },
  });
}

const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = window.setTimeout(resolve, ms);
    signal.addEventListener("abort", () => {
      window.clearTimeout(timer);
      resolve();
    });
  });

/** Reads one stream until it ends; says how it ended (the server's `closing` reason, or null when it just dropped). */
async function readStream(
  signal: AbortSignal,
  on: { ready: () => void; alert: (alert: DeskAlert) => void },
): Promise<string | null> {
  const body = await api(deskAlertEndpoints.stream, {}, { signal });
  let closing: string | null = null;
  const parser = createParser({
    onEvent(event) {
      if (event.event === "ready") on.ready();
      else if (event.event === "alert") {
        try {
          on.alert(JSON.parse(event.data) as DeskAlert);
        } catch {
          // Not an alert this desk can read: ignored.
        }
      } else if (event.event === "closing") {
        try {
          closing = (JSON.parse(event.data) as { reason?: string }).reason ?? "closing";
        } catch {
          closing = "closing";
        }
      }
    },
  });
  const reader = body.getReader();
  const decoder = new TextDecoder();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      parser.feed(decoder.decode(value, { stream: true }));
    }
  } finally {
    reader.releaseLock();
  }
  return closing;
}

/** Keeps the desk's live stream open while the component using it is mounted (the desk's shell). */
export function useDeskAlerts(): void {
  const queryClient = useQueryClient();
  const language = useDeskLanguage();
  const t = useDeskMessages();
  // Read when an alert comes, so a switch of the desk's language changes the next toast without reopening the stream.
  const show = useEffectEvent((alert: DeskAlert) => showAlert(alert, language, t));
  useEffect(() => {
    const stop = new AbortController();
    const { signal } = stop;
    void (async () => {
      let retryMs = RETRY_MS.first;
      let connectedBefore = false;
      while (!signal.aborted) {
        let closing: string | null = null;
        try {
          closing = await readStream(signal, {
            ready: () => {
              retryMs = RETRY_MS.first;
              // Anything that happened while the stream was down was not heard: read the desk's lists again.
              if (connectedBefore) void queryClient.invalidateQueries({ queryKey: ownerKeys.all });
              connectedBefore = true;
            },
            alert: (alert) => {
              refreshFor(queryClient, alert);
              show(alert);
            },
          });
        } catch (error) {
          if (signal.aborted) return;
          // Signed out, or no longer an owner: nothing to reconnect to.
          if (error instanceof ApiError && (error.code === "unauthenticated" || error.code === "forbidden")) return;
        }
        if (signal.aborted) return;
        if (closing === "reconnect") continue;
        const waitMs = closing === "replaced" ? REPLACED_WAIT_MS : retryMs * (0.8 + Math.random() * 0.4);
        if (closing !== "replaced") retryMs = Math.min(retryMs * 2, RETRY_MS.max);
        await wait(waitMs, signal);
      }
    })();
    return () => stop.abort();
  }, [queryClient]);
}
