// The desk's alerts in its service worker (issue 35, part 2): the worker (desk-worker/sw.ts) calls this once as
// it starts, so the push and notificationclick handlers live here, apart from the worker's caching.

// biome-ignore lint/correctness/noUnusedFunctionParameters: a stub until the alerts land (issue 35, part 2)
export function listenForAlerts(worker: ServiceWorkerGlobalScope): void {}
