// Bundles the API server into dist/server.mjs; dependencies stay in node_modules, workspace packages are inlined.
import { cp, rm } from "node:fs/promises";
import { build } from "esbuild";

await rm("dist", { recursive: true, force: true });
const options = {
  bundle: true,
  platform: "node",
  target: "node20",
  format: "esm",
  sourcemap: true,
  logLevel: "warning",
  banner: {
    js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
  },
  plugins: [
    {
      name: "externalize-dependencies",
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith("@kursove/") ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
};
await build({ ...options, entryPoints: ["src/server.ts"], outfile: "dist/server.mjs" });
// npm run currency:convert where only the build is (the container image): node apps/api/dist/convert-currency.mjs
await build({
  ...options,
  entryPoints: ["src/db/convert-currency-cli.ts"],
  outfile: "dist/convert-currency.mjs",
});
await cp("src/db/migrations", "dist/migrations", { recursive: true });
await cp("src/db/seed/assets", "dist/assets", { recursive: true });
console.log("API built: dist/server.mjs");
