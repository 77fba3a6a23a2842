import path from "node:path";
import { fileURLToPath } from "node:url";
import type { ServerBuild } from "react-router";
import { createServer } from "vite";
import { bootstrap } from "./bootstrap";
import { loadConfig } from "./config";
import { registerWeb } from "./platform/web";

// Development: the same one-port server, with Vite's hot reload for the web app.
const here = path.dirname(fileURLToPath(import.meta.url));
const config = loadConfig();
const { app, deps } = await bootstrap(config);
const vite = await createServer({ root: path.resolve(here, "../../web"), server: { middlewareMode: true } });
app.addHook("onRequest", (request, reply, done) => {
  if (request.url.startsWith("/api/")) return done();
  vite.middlewares(request.raw, reply.raw, () => done());
});
await registerWeb(app, {
  build: () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
  // Vite's client and hot reload add inline scripts of their own; production pages carry the policy
  contentSecurity: false,
});
app.addHook("onClose", async () => {
  await vite.close();
  await deps.database.close();
});
await app.listen({ port: config.port, host: config.host });
console.log(`\n  Kursove (development) at ${config.publicUrl}\n`);
