// What React could not hydrate as the server drew it (a mismatch between the two renders, a part the server could
// not finish). React recovers by rendering the part again in the browser, so the shopper sees a flicker at worst,
// but the server's HTML was wrong: the browser tests fail on this message (e2e/support/shop-test.ts).
export const HYDRATION_PROBLEM = "Hydration problem:";

export function reportHydrationProblem(error: unknown): void {
  const message = error instanceof Error ? error.message : String(error);
  console.error(`${HYDRATION_PROBLEM} ${message}`);
}
