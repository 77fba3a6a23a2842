import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";

/**
 * The JavaScript a real browser (headless Chromium, a phone's viewport) downloads for a page until it is
 * hydrated and the network is quiet: every script response, the chunks loaded on demand included, and
 * the inline scripts of the HTML. `gzip` is each body compressed at level 6; `sent` is what went over the
 * wire (the server sends Brotli).
 */
export async function measureScripts(base: string, pagePath: string) {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? "/usr/bin/chromium" });
  try {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 }, locale: "bg-BG" });
    const scripts: { url: string; raw: number; gzip: number; sent: number }[] = [];
    const pending: Promise<void>[] = [];
    page.on("response", (response) => {
      if (response.request().resourceType() !== "script") return;
      pending.push(
        (async () => {
          const body = await response.body();
          const sizes = await response.request().sizes();
          scripts.push({
            url: new URL(response.url()).pathname,
            raw: body.length,
            gzip: gzipSync(body, { level: 6 }).length,
            sent: sizes.responseBodySize,
          });
        })(),
      );
    });
    const answer = await page.goto(base + pagePath, { waitUntil: "networkidle" });
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    await page.waitForLoadState("networkidle");
    await Promise.all(pending);
    const html = (await answer?.text()) ?? "";
    let inlineRaw = 0;
    let inlineGzip = 0;
    for (const match of html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
      const body = Buffer.from(match[1]!);
      if (body.length === 0) continue;
      inlineRaw += body.length;
      inlineGzip += gzipSync(body, { level: 6 }).length;
    }
    const sum = (pick: (s: (typeof scripts)[number]) => number) => scripts.reduce((n, s) => n + pick(s), 0);
    const largest = [...scripts]
      .sort((a, b) => b.gzip - a.gzip)
      .slice(0, 4)
      .map((s) => `${s.url.replace(/^\/assets\//, "")} ${(s.gzip / 1024).toFixed(1)} KB`)
      .join(", ");
    return {
      files: scripts.length,
      raw: sum((s) => s.raw) + inlineRaw,
      gzip: sum((s) => s.gzip) + inlineGzip,
      sent: sum((s) => s.sent) + inlineGzip,
      largest,
    };
  } finally {
    await browser.close();
  }
}
