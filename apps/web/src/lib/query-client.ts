// TanStack Query defaults: public catalogue responses stay fresh for the spec's 900000 ms; client errors are not retried.
import { QueryClient } from "@tanstack/react-query";
import { isClientError } from "./api-client";

/** Public GETs stay fresh for 900000 ms (docs/shop/rules.md#lists). */
export const PUBLIC_CACHE_MS = 900_000;

/** `retry: false` for the server's render of a page, which falls back to the browser's own fetching instead. */
export function createQueryClient({ retry = true }: { retry?: boolean } = {}) {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: PUBLIC_CACHE_MS,
        gcTime: PUBLIC_CACHE_MS,
        refetchOnWindowFocus: false,
        retry: retry ? (failureCount, error) => !isClientError(error) && failureCount < 2 : false,
      },
    },
  });
}
