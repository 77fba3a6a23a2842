import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";

const serverTranslation = fileURLToPath(new URL("./app/lib/react-i18next.server.ts", import.meta.url));

/**
 * Server rendering uses a useTranslation of its own (app/lib/react-i18next.server.ts, P8 and ADR 040); the
 * browser keeps the library's, and the file itself imports the library.
 */
function serverTranslationHook(): Plugin {
  return {
    name: "kursove-server-translation-hook",
    enforce: "pre",
    resolveId(source, importer) {
      if (source !== "react-i18next" || this.environment.config.consumer !== "server") return null;
      if (importer === serverTranslation) return null;
      return serverTranslation;
    },
  };
}

export default defineConfig({
  plugins: [serverTranslationHook(), tailwindcss(), reactRouter()],
  build: { target: "es2022" },
});
