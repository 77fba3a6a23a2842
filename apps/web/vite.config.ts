import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { pageTexts } from "./page-texts";

export default defineConfig({
  plugins: [
    tailwindcss(),
    reactRouter(),
    pageTexts(
      path.resolve(import.meta.dirname, "app"),
      path.resolve(import.meta.dirname, "../../packages/i18n/locales"),
    ),
  ],
  build: { target: "es2022" },
});
