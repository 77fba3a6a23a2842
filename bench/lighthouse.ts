import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";

export type LighthouseResult = {
  path: string;
  scores: { performance: number; accessibility: number; "best-practices": number; seo: number };
  /** the audits that cost points, per category */
  misses: string[];
};

const categories = ["performance", "accessibility", "best-practices", "seo"] as const;

/**
 * P6: Lighthouse's default run (a mobile phone, simulated slow 4G and a slowed CPU) on each page, in the
 * local headless Chromium.
 */
export async function lighthouseScores(base: string, paths: string[]): Promise<LighthouseResult[]> {
  const chrome = await launch({
    chromePath: process.env.CHROMIUM ?? "/usr/bin/chromium",
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu"],
  });
  try {
    const results: LighthouseResult[] = [];
    for (const path of paths) {
      const run = await lighthouse(base + path, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: [...categories],
        // a Bulgarian visitor: the un-prefixed pages answer at once (an English browser is redirected to /en)
        extraHeaders: { "Accept-Language": "bg-BG,bg;q=0.9" },
      });
      if (!run) throw new Error(`Lighthouse gave no result for ${path}`);
      const { lhr } = run;
      const scores = Object.fromEntries(
        categories.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]),
      ) as LighthouseResult["scores"];
      const misses = categories.flatMap((c) =>
        (lhr.categories[c]?.auditRefs ?? [])
          .filter((ref) => ref.weight > 0)
          .map((ref) => lhr.audits[ref.id]!)
          .filter((audit) => audit.score !== null && audit.score < 1)
          .map((audit) => `${c}: ${audit.id} ${audit.displayValue ?? ""}`.trim()),
      );
      results.push({ path, scores, misses });
    }
    return results;
  } finally {
    chrome.kill();
  }
}
