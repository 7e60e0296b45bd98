// The answers a server-drawn page was drawn with, as they travel in the page (entry-server.tsx writes them,
// main.tsx reads them). They carry no clock: the same catalogue gives the same page byte for byte, so its ETag holds
// and a browser revalidating it gets a 304; the browser dates them when it reads them (the page is as fresh as its
// last check with the server).
import type { DehydratedState } from "@tanstack/react-query";

/** Without the times TanStack Query records (when each answer came, when the state was taken). */
export function withoutTimes(state: DehydratedState): DehydratedState {
  return {
    ...state,
    queries: state.queries.map((query) => ({ ...query, dehydratedAt: 0, state: { ...query.state, dataUpdatedAt: 0 } })),
  };
}

/** Dated now, as answers fetched at this moment would be (so they stay fresh for the usual time). */
export function datedNow(state: DehydratedState): DehydratedState {
  const now = Date.now();
  return {
    ...state,
    queries: state.queries.map((query) => ({
      ...query,
      dehydratedAt: now,
      state: { ...query.state, dataUpdatedAt: now },
    })),
  };
}
