import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 3199);
// a second server whose business clock admins may move forward (SIMULATED_CLOCK), for the money journey:
// moving the clock on the shared server would change the refund windows other journeys rely on
const clockPort = Number(process.env.E2E_CLOCK_PORT ?? port - 1);
const dataDir = mkdtempSync(path.join(tmpdir(), "kursove-e2e-"));
const clockDataDir = mkdtempSync(path.join(tmpdir(), "kursove-e2e-clock-"));
const server = (listen: number, dir: string, extra: Record<string, string> = {}) => ({
  command: "node apps/api/dist/server.mjs",
  url: `http://127.0.0.1:${listen}/api/v1/health`,
  timeout: 120_000,
  reuseExistingServer: false,
  stdout: "ignore" as const,
  stderr: "pipe" as const,
  env: {
    PORT: String(listen),
    DATA_DIR: dir,
    NODE_ENV: "production",
    SEED_DEMO: "true",
    LOG_LEVEL: "warn",
    PUBLIC_URL: `http://127.0.0.1:${listen}`,
    // the browser's requests carry each journey's own address (fixtures.ts)
    TRUST_PROXY: "127.0.0.1",
    ...extra,
  },
});
const chromium = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].find((p) => existsSync(p));
// Chromium 15x draws its address bar's popup as a WebUI page in every window, headless too: a second
// renderer at work on each navigation, about a quarter of the browser's CPU on a 2-core machine. Chromium
// keeps only the last --disable-features, so Playwright's own list (its chromiumSwitches) comes first here.
const disabledFeatures = [
  "AvoidUnnecessaryBeforeUnloadCheckSync",
  "DestroyProfileOnBrowserClose",
  "HttpsUpgrades",
  "HttpsFirstBalancedModeAutoEnable",
  "LensOverlay",
  "MediaRouter",
  "PaintHolding",
  "ThirdPartyStoragePartitioning",
  "AvoidCorsURLLoaderRestartOnRedirect",
  "OptimizationHints",
  "NetworkTimeServiceQuerying",
  "AimEnabled",
  "PreconnectToSearch",
  "WebUIOmniboxPopup",
  "WebUIOmniboxAimPopup",
];

export default defineConfig({
  testDir: "tests/e2e",
  timeout: 30_000,
  // a sign-in that redirects twice can pass 5 s while the other worker loads the machine
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: "retain-on-failure",
    locale: "bg-BG",
    launchOptions: {
      ...(chromium ? { executablePath: chromium } : {}),
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        `--disable-features=${disabledFeatures.join(",")}`,
      ],
    },
  },
  projects: [
    // @phone tests need a phone's layout; @mobile ones run on both
    {
      name: "desktop",
      use: { ...devices["Desktop Chrome"] },
      grepInvert: /@phone/,
      testIgnore: /money\.spec/,
    },
    { name: "mobile", use: { ...devices["Pixel 7"] }, grep: /@mobile|@phone/, testIgnore: /money\.spec/ },
    {
      name: "clock",
      use: { ...devices["Desktop Chrome"], baseURL: `http://127.0.0.1:${clockPort}` },
      testMatch: /money\.spec/,
    },
  ],
  webServer: [server(port, dataDir), server(clockPort, clockDataDir, { SIMULATED_CLOCK: "true" })],
});
