#!/usr/bin/env node
// Writes the module map of ARCHITECTURE.md from the code, so it cannot drift: one line per API module
// (apps/api/src/modules/*) with the tables it writes and the modules it imports, and one per web feature
// (apps/web/app/features/*) with the features it imports. `node scripts/module-map.mjs --write` rewrites the
// section between the markers; `npm run lint:docs` fails while it is stale.
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { schemaTables, sourceFiles, writesOf } from "./lint-table-writes.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const architecture = join(root, "ARCHITECTURE.md");
const start = "<!-- module-map:start -->";
const end = "<!-- module-map:end -->";
const apiModules = join(root, "apps/api/src/modules");
const webFeatures = join(root, "apps/web/app/features");

/** The folders below `dir` that hold code: an empty folder left by a move (git keeps none) is no module. */
function folders(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && sourceFiles(join(dir, entry.name)).length > 0)
    .map((entry) => entry.name)
    .sort();
}

/** The tables a file writes: drizzle insert/update/delete, or raw SQL (as lint:writes reads them). */
const writtenTables = (text, tables) => new Set(writesOf(text, tables).map((w) => w.table));

/** The sibling folders (modules or features) a file imports from. */
function importedFolders(file, base) {
  const text = readFileSync(file, "utf8");
  const found = new Set();
  for (const [, spec] of text.matchAll(/(?:from\s+|import\s*\(\s*)["'](\.{1,2}\/[^"']+)["']/g)) {
    const target = relative(base, resolve(dirname(file), spec));
    if (!target.startsWith("..")) found.add(target.split(sep)[0]);
  }
  return found;
}

/** The generated section, without the markers. */
export function renderModuleMap() {
  const tables = schemaTables();
  const lines = [
    "API modules (`apps/api/src/modules`): the tables each writes, and the modules it imports.",
    "",
  ];
  for (const name of folders(apiModules)) {
    const written = new Set();
    const imports = new Set();
    for (const file of sourceFiles(join(apiModules, name))) {
      for (const table of writtenTables(readFileSync(file, "utf8"), tables)) written.add(table);
      for (const other of importedFolders(file, apiModules)) if (other !== name) imports.add(other);
    }
    const writes = written.size
      ? [...written]
          .sort()
          .map((t) => `\`${t}\``)
          .join(", ")
      : "none";
    const uses = imports.size ? [...imports].sort().join(", ") : "none";
    lines.push(`- **${name}**: writes ${writes}; imports ${uses}`);
  }
  lines.push(
    "",
    "Web features (`apps/web/app/features`): the other features each imports (the rule is none).",
    "",
  );
  for (const name of folders(webFeatures)) {
    const imports = new Set();
    for (const file of sourceFiles(join(webFeatures, name))) {
      for (const other of importedFolders(file, webFeatures)) if (other !== name) imports.add(other);
    }
    lines.push(`- **${name}**: imports ${imports.size ? [...imports].sort().join(", ") : "none"}`);
  }
  return lines.join("\n");
}

function currentSection(text) {
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  if (from < 0 || to < from) return null;
  return text.slice(from + start.length, to).trim();
}

/** A problem to report when ARCHITECTURE.md's module map is missing or stale, else null. */
export function checkModuleMap() {
  const section = currentSection(readFileSync(architecture, "utf8"));
  if (section === null) return `ARCHITECTURE.md: the markers ${start} and ${end} are missing`;
  if (section !== renderModuleMap()) {
    return "ARCHITECTURE.md: the module map is stale; run `node scripts/module-map.mjs --write`";
  }
  return null;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  if (process.argv.includes("--write")) {
    const text = readFileSync(architecture, "utf8");
    if (currentSection(text) === null) {
      console.error(`ARCHITECTURE.md has no ${start} … ${end} section`);
      process.exit(1);
    }
    const from = text.indexOf(start) + start.length;
    writeFileSync(
      architecture,
      `${text.slice(0, from)}\n${renderModuleMap()}\n${text.slice(text.indexOf(end))}`,
    );
    console.log("ARCHITECTURE.md: module map written");
  } else {
    console.log(renderModuleMap());
  }
}
