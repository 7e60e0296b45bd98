// Before the API tests: the storefront (apps/web/dist and its server render, dist-ssr), which the tests of
// server-rendered pages serve, and the built server (apps/server/dist), which the tests of whole server processes
// start, both built again when a source changed after their last build (scripts/build-if-stale.mjs). CI has built
// them just before, so there nothing is built twice.
import { buildIfStale } from "../../../scripts/build-if-stale.mjs";

export default function buildWhatIsStale() {
  buildIfStale();
}
