// The responses a server-rendered page was rendered with, as they travel in the page (entry-server.tsx writes them,
// main.tsx reads them). They carry no clock: the same catalogue gives the same page byte for byte, so its ETag holds
// and a browser revalidating it gets a 304; the browser dates them when it reads them (the page is as fresh as its
// last check with the server).
import type { DehydratedState } from "@tanstack/react-query";

/** Without the times TanStack Query records (when each response came, when the state was taken). */
export function withoutTimes(state: DehydratedState): DehydratedState {
  return {
    ...state,
    queries: state.queries.map((query) => ({ ...query, dehydratedAt: 0, state: { ...query.state, dataUpdatedAt: 0 } })),
  };
}

/** Dated now, as responses fetched at this moment would be (so they stay fresh for the usual time). */
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

/**
 * The catalogue's lists (keys starting "products": featured, a category's, a subcategory's, All Products) as their
 * cards render them: without each piece's description, photos beyond the first and videos, which no card shows and a
 * piece's own page fetches for itself. All Products carries 24 pieces' responses in its page; their descriptions alone
 * took it past a new connection's first round trip on a slow phone.
 */
export function withCardsOnly(state: DehydratedState): DehydratedState {
  return {
    ...state,
    queries: state.queries.map((query) =>
      query.queryKey[0] === "products"
        ? { ...query, state: { ...query.state, data: cardsOnly(query.state.data) } }
        : query,
    ),
  };
}

type Piece = { description: string; images: string[]; videos: string[] };
type Page = { products: Piece[] };

function cardsOnly(data: unknown): unknown {
  if (Array.isArray(data)) return data.map((piece: Piece) => asCard(piece));
  const pages = (data as { pages?: Page[] } | undefined)?.pages;
  if (!pages) return data;
  return { ...(data as object), pages: pages.map((page) => ({ ...page, products: page.products.map(asCard) })) };
}

/** Empty rather than left out, so the response keeps its shape for code that reads a piece. */
const asCard = (piece: Piece): Piece => ({ ...piece, description: "", images: [], videos: [] });
