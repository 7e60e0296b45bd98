// How many of the desk's kept reads stay (desk-reads.ts): the newest first, while both the count and the bytes fit.
// Every cache that can grow with what is read is bounded by bytes: an order list page is a few kB, but a search or a
// long report can be far larger, and a phone's storage is shared with everything else on it.

/** At most this many kept responses (the desk's lists are paged). */
export const MAX_KEPT_READS = 80;
/** And at most this many bytes of them, in all: far more than the desk shows offline, small on any phone. */
export const MAX_KEPT_BYTES = 4 * 1024 * 1024;

/**
 * How many of the kept responses to keep, given their sizes newest first: the newest ones up to the first that would
 * take the count or the bytes past the bound (a response bigger than the whole bound is never kept at all).
 */
export function newestThatFit(
  sizesNewestFirst: readonly number[],
  maxCount = MAX_KEPT_READS,
  maxBytes = MAX_KEPT_BYTES,
) {
  let bytes = 0;
  let kept = 0;
  for (const size of sizesNewestFirst) {
    if (kept === maxCount || bytes + size > maxBytes) break;
    bytes += size;
    kept++;
  }
  return kept;
}
