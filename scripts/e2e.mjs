// The end-to-end part of npm test: build if needed, then Playwright against a fresh server.
import { ensureBuilt, ensureInstalled, run } from "./lib.mjs";

ensureInstalled();
ensureBuilt();
run("npx", ["playwright", "test", ...process.argv.slice(2)]);
