// The end-to-end part of npm test: build if needed, then Playwright against a fresh server on a free port.
import { createServer } from "node:net";
import { ensureBuilt, ensureInstalled, run } from "./lib.mjs";

ensureInstalled();
ensureBuilt();

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

const port = process.env.E2E_PORT ?? String(await freePort());
let clockPort = process.env.E2E_CLOCK_PORT ?? String(await freePort());
while (clockPort === port) clockPort = String(await freePort());
run("npx", ["playwright", "test", ...process.argv.slice(2)], {
  env: { ...process.env, E2E_PORT: port, E2E_CLOCK_PORT: clockPort },
});
