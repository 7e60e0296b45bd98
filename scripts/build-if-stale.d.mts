// Types of build-if-stale.mjs, for the TypeScript that imports it (apps/server/test/global-setup.ts).

/** Why each out-of-date build is so; empty when the storefront and the server are both current. */
export function staleBuilds(): { build: { name: string; command: string }; why: string }[];

/** Builds whichever of the storefront and the server is out of date, saying why; does nothing when both are current. */
export function buildIfStale(): void;
