import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import { publicNamespaces } from "./app/lib/i18n-namespaces";
import { pageTexts } from "./page-texts";

const app = path.resolve(import.meta.dirname, "app");
const serverTranslation = path.join(app, "lib", "react-i18next.server.ts");
const locales = path.resolve(import.meta.dirname, "../../packages/i18n/locales");
/**
 * React Router's package resolves to its development build everywhere (remix-run/react-router#14102), which
 * differs from the production build only by ENABLE_DEV_WARNINGS: its warnings' code and texts, some 0.7 KB of
 * every page's script (P5). The browser's build takes the production one; both entries, so one copy runs.
 */
const routerProduction = path.resolve(import.meta.dirname, "../../node_modules/react-router/dist/production");

/**
 * The modules every page loads as one chunk (P5, P6; ADR 039): what root.tsx and entry.client.tsx import of
 * the app (the translation runtime of ADR 041 included), with React, React DOM, the router and the few
 * libraries the shell uses, instead of some twenty small shared chunks. The translation chunks keep their own names, so the shell
 * never carries a catalog.
 */
const shellPackages =
  /node_modules\/(?:react|react-dom|react-router|scheduler|use-sync-external-store|clsx|class-variance-authority)\//;
let shell: Set<string> | undefined;
/**
 * The app's modules the most visited pages share (course cards, stars, images, the page's head), as one
 * chunk: a phone on a slow network opens one connection for them instead of one for each (P6, ADR 043).
 */
const publicPages = ["home.tsx", "courses.tsx", "course.tsx", "provider.tsx"];
let publicShared: Set<string> | undefined;

function shellChunk(
  id: string,
  meta: { getModuleInfo: (id: string) => { importedIds: readonly string[] } | null },
) {
  const bundle = /i18n-bundles\/((?:bg|en)-(?:public|back-office))\.ts$/.exec(id);
  if (bundle) return bundle[1];
  const catalog = /locales\/(bg|en)\/([\w-]+)\.json$/.exec(id);
  if (catalog)
    return `${catalog[1]}-${(publicNamespaces as readonly string[]).includes(catalog[2]!) ? "public" : "back-office"}`;
  /** The modules reached from an entry through imports, each taken when `keep` says so. */
  const reached = (entry: string, keep: (module: string) => boolean) => {
    const found = new Set<string>();
    const walk = (module: string) => {
      if (found.has(module) || module.endsWith(".css") || !keep(module)) return;
      found.add(module);
      for (const next of meta.getModuleInfo(module)?.importedIds ?? []) walk(next);
    };
    walk(entry);
    return found;
  };
  if (!shell) {
    const ofShell = (module: string) =>
      module.includes("node_modules") ? shellPackages.test(module) : module.startsWith(app);
    shell = new Set([
      ...reached(path.join(app, "root.tsx"), ofShell),
      ...reached(path.join(app, "entry.client.tsx"), ofShell),
    ]);
  }
  if (shell.has(id)) return "shell";
  if (!publicShared) {
    // the app's modules (not pages) the course page shares with another public page, directly or not: the
    // course page, the one budget P5 weighs, gets none it does not use
    const ofApp = (module: string) =>
      !shell!.has(module) && !module.includes("node_modules") && module.startsWith(app);
    const modulesOf = (page: string) => {
      const entry = path.join(app, "routes", page);
      const found = reached(entry, ofApp);
      found.delete(entry);
      return found;
    };
    const others = new Set(publicPages.filter((p) => p !== "course.tsx").flatMap((p) => [...modulesOf(p)]));
    publicShared = new Set([...modulesOf("course.tsx")].filter((module) => others.has(module)));
  }
  return publicShared.has(id) ? "public" : undefined;
}

/**
 * Server rendering uses a useTranslation of its own (app/lib/react-i18next.server.ts, P8 and ADR 040); the
 * file itself imports the library. The browser gets a runtime of ours instead of i18next and react-i18next
 * (app/lib/i18next.client.ts and react-i18next.client.tsx, P5 and ADR 041): the server's i18next stays the
 * reference, and a test renders every text through both.
 */
function translationRuntimes(): Plugin {
  const client: Record<string, string> = {
    i18next: path.join(app, "lib", "i18next.client.ts"),
    "react-i18next": path.join(app, "lib", "react-i18next.client.tsx"),
  };
  return {
    name: "kursove-translation-runtimes",
    enforce: "pre",
    resolveId(source, importer) {
      if (this.environment.config.consumer !== "server") return client[source] ?? null;
      if (source !== "react-i18next" || importer === serverTranslation) return null;
      return serverTranslation;
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [translationRuntimes(), tailwindcss(), reactRouter(), pageTexts(app, locales)],
  resolve: {
    alias: [
      { find: /^use-sync-external-store\/shim$/, replacement: path.join(app, "lib/sync-external-store.ts") },
      ...(isSsrBuild
        ? []
        : [
            { find: /^react-router$/, replacement: path.join(routerProduction, "index.mjs") },
            { find: /^react-router\/dom$/, replacement: path.join(routerProduction, "dom-export.mjs") },
          ]),
    ],
  },
  build: {
    target: "es2022",
    // the browser's scripts: terser makes them about 5% smaller than esbuild (P5, ADR 039); Vite turns on its
    // Safari 10 workarounds, which no browser that runs this es2022 code needs (0.3 KB of the shell, ADR 048)
    ...(isSsrBuild
      ? {}
      : {
          minify: "terser",
          terserOptions: { module: true, safari10: false, compress: { passes: 2 } },
          rollupOptions: { output: { manualChunks: shellChunk } },
        }),
  },
}));
