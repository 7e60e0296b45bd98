// The desk's pages in the worker: the shop's HTML when the network responds within a few seconds, else the desk's
// shell as the worker keeps it (precached with the build), so the desk opens on a flaky connection or none.

import type { RouteHandlerCallback, RouteMatchCallback } from "workbox-core";
import { matchPrecache } from "workbox-precaching";
import { NetworkOnly } from "workbox-strategies";
import { DESK_SCOPE } from "./names";

const PAGE_WAIT_SECONDS = 4;

export const isDeskPage: RouteMatchCallback = ({ url, request, sameOrigin }) =>
  sameOrigin &&
  request.mode === "navigate" &&
  (url.pathname === DESK_SCOPE || url.pathname.startsWith(`${DESK_SCOPE}/`));

const network = new NetworkOnly({ networkTimeoutSeconds: PAGE_WAIT_SECONDS });

export const deskPage: RouteHandlerCallback = async (options) => {
  try {
    return await network.handle(options);
  } catch (error) {
    const shell = await matchPrecache(DESK_SCOPE);
    if (shell) return shell;
    throw error;
  }
};
