// The web benchmark's ceiling: each page as the shopper finally sees it, captured from Chromium and served as plain
// static HTML (its images and CSS, no JavaScript) from a proxy in front of the shop. Lighthouse on it says how fast
// that page could be at best on this machine, in the same run; the shop's own score is then read as a share of it.
import { createServer, type Server } from "node:http";
import { brotliCompressSync } from "node:zlib";
import { chromium } from "@playwright/test";
import { CHROMIUM_FLAGS, chromiumPath } from "./bench-env";

/** The rendered HTML of each path once it has loaded, without scripts, module preloads or inline handlers. */
export async function captureStaticPages(base: string, paths: string[]): Promise<Map<string, string>> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_FLAGS });
  const pages = new Map<string, string>();
  try {
    // A phone's viewport, as Lighthouse's mobile run lays the page out.
    const page = await browser.newPage({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 });
    for (const path of paths) {
      await page.goto(base + path, { waitUntil: "networkidle" });
      const html = await page.content();
      pages.set(
        path,
        html
          .replace(/<script\b[\s\S]*?<\/script>/gi, "")
          .replace(/<link[^>]+rel="modulepreload"[^>]*>/gi, "")
          // The captured DOM is mid-animation (pages fade in): show it as it ends.
          .replace(/<html/i, '<html data-static-ceiling=""')
          .replace(/<\/head>/i, "<style>*{animation:none!important;transition:none!important}</style></head>"),
      );
    }
  } finally {
    await browser.close();
  }
  return pages;
}

/**
 * Serves the captured pages at their own paths and forwards every other request (CSS, fonts, photos) to the shop,
 * so the static page loads the very same files from the same kind of server.
 */
export function serveStaticPages(pages: Map<string, string>, shop: string, port: number): Promise<Server> {
  const server = createServer((request, response) => {
    const html = pages.get(request.url ?? "");
    if (html !== undefined) {
      // Compressed as the shop compresses its pages, so the ceiling's HTML costs the same on a slow connection.
      const brotli = /\bbr\b/.test(request.headers["accept-encoding"] ?? "");
      response.writeHead(200, {
        "content-type": "text/html; charset=utf-8",
        "cache-control": "no-cache",
        ...(brotli ? { "content-encoding": "br" } : {}),
      });
      response.end(brotli ? brotliCompressSync(html) : html);
      return;
    }
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(request.headers)) {
      if (typeof value === "string" && name !== "host" && name !== "connection") headers[name] = value;
    }
    fetch(shop + (request.url ?? "/"), { headers, redirect: "manual" })
      .then(async (upstream) => {
        // fetch has already decompressed the body: pass it on plain, without the encoding headers.
        const body = Buffer.from(await upstream.arrayBuffer());
        const passed: Record<string, string> = {};
        upstream.headers.forEach((value, name) => {
          if (!["content-encoding", "content-length", "transfer-encoding", "connection"].includes(name)) {
            passed[name] = value;
          }
        });
        response.writeHead(upstream.status, passed);
        response.end(body);
      })
      .catch(() => {
        response.writeHead(502);
        response.end();
      });
  });
  return new Promise((resolve) => server.listen(port, "127.0.0.1", () => resolve(server)));
}
