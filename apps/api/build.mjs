// Bundles the API server into dist/server.mjs; dependencies stay in node_modules, workspace packages are inlined.
import { cp, rm } from "node:fs/promises";
import { build } from "esbuild";

await rm("dist", { recursive: true, force: true });
await build({
  entryPoints: ["src/server.ts"],
  outfile: "dist/server.mjs",
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
});
await cp("src/db/migrations", "dist/migrations", { recursive: true });
await cp("src/db/seed/assets", "dist/assets", { recursive: true });
console.log("API built: dist/server.mjs");
