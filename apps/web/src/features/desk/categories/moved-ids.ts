// Moving one category (or subcategory) a place up or down: the whole new order, as the reorder endpoints want it.

export type Direction = "up" | "down";

/** The ids in their new order, or null when the item is already first (up) or last (down), or not in the list. */
export function movedIds(ids: readonly number[], id: number, direction: Direction): number[] | null {
  const from = ids.indexOf(id);
  if (from === -1) return null;
  const to = direction === "up" ? from - 1 : from + 1;
  if (to < 0 || to >= ids.length) return null;
  const next = [...ids];
  next[from] = ids[to] as number;
  next[to] = id;
  return next;
}

/** Items put in the order of `ids` (an optimistic reorder before the server responses); items not named keep their place at the end. */
export function inOrder<Item extends { id: number }>(items: readonly Item[], ids: readonly number[]): Item[] {
  const rank = new Map(ids.map((id, index) => [id, index]));
  return [...items].sort((a, b) => (rank.get(a.id) ?? ids.length) - (rank.get(b.id) ?? ids.length));
}
