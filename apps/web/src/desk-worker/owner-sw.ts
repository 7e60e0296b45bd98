// The owner's desk's service worker (decision 054), served at /owner-sw.js with scope /owner: the storefront has
// none. Built by vite-plugin-pwa (injectManifest) with Workbox: the build writes the desk's shell and code into
// self.__WB_MANIFEST (apps/web/desk-precache.ts picks the files). It keeps the shell, keeps the last response of each
// desk read for when the network gives no response, refuses writes while offline, and carries the desk's alerts.
import { clientsClaim } from "workbox-core";
import { cleanupOutdatedCaches, precacheAndRoute } from "workbox-precaching";
import { registerRoute } from "workbox-routing";
import { listenForAlerts } from "./alerts";
import { deskReads, isDeskRead } from "./desk-reads";
import { deskPage, isDeskPage } from "./desk-shell";
import { deskWrite, isDeskWrite } from "./desk-writes";

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

// A new build's worker takes over at once: the old build's files are gone from the server anyway.
self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();
// The desk's pages first: the network's HTML when it responds, the precached shell when not (the precache's own
// route would always serve /owner from the precache).
registerRoute(isDeskPage, deskPage);
precacheAndRoute(self.__WB_MANIFEST);
registerRoute(isDeskRead, deskReads);
for (const method of ["POST", "PUT", "PATCH", "DELETE"] as const) registerRoute(isDeskWrite, deskWrite, method);

listenForAlerts(self);
