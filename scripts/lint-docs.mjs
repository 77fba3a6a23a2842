#!/usr/bin/env node
// Keeps the docs readable and their references true (`npm run lint:docs`):
// - no line of a tracked Markdown file over 400 characters;
// - no Markdown table padded for alignment (a cell with a run of 3+ spaces);
// - every test title quoted in docs/FEATURES.md is the title of a test in the test file named before it
//   (searched repo-wide, so moving a test file between folders does not break it);
// - the module map in ARCHITECTURE.md matches the code (`node scripts/module-map.mjs --write` refreshes it).
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { checkModuleMap } from "./module-map.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const maxLine = 400;
const skippedFolders = new Set([
  "node_modules",
  ".git",
  ".data",
  "build",
  "dist",
  ".react-router",
  "test-results",
  "playwright-report",
]);
const problems = [];

function markdownFiles() {
  const listed = execFileSync("git", ["ls-files", "-z", "--", "*.md"], { cwd: root, encoding: "utf8" });
  return listed
    .split("\0")
    .filter((file) => file && !file.split("/").some((part) => skippedFolders.has(part)));
}

function checkMarkdown(file) {
  let inFence = false;
  readFileSync(join(root, file), "utf8")
    .split("\n")
    .forEach((line, index) => {
      const where = `${file}:${index + 1}`;
      if (/^\s*(```|~~~)/.test(line)) inFence = !inFence;
      if (line.length > maxLine)
        problems.push(`${where}: line of ${line.length} characters (at most ${maxLine})`);
      if (!inFence && /^\s*\|/.test(line) && / {3,}/.test(line)) {
        problems.push(`${where}: padded table row (a run of 3+ spaces); write cells without alignment`);
      }
    });
}

function testFiles(dir = root, found = []) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (skippedFolders.has(entry.name)) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) testFiles(path, found);
    else if (/\.(test|spec)\.tsx?$/.test(entry.name)) found.push(path);
  }
  return found;
}

/**
 * Every `it`, `test` and `describe` title by the test file's name; a template title's `${…}` parts match
 * any text. The answer tells whether a title is in a file of that name (in any test file without one).
 */
function testTitles() {
  const call =
    /\b(?:it|test|describe)(?:\.(?:only|skip|todo|concurrent|sequential|fails|fixme|skipIf\([^)]*\)|runIf\([^)]*\)|each\([\s\S]*?\)))*\s*\(\s*(["'`])((?:\\.|(?!\1)[^\\])*)\1/g;
  const byFile = new Map();
  for (const file of testFiles()) {
    const name = file.split("/").at(-1);
    const titles = byFile.get(name) ?? { exact: new Set(), patterns: [] };
    byFile.set(name, titles);
    for (const match of readFileSync(file, "utf8").matchAll(call)) {
      const title = match[2].replace(/\\(.)/g, "$1");
      if (match[1] === "`" && title.includes("${")) {
        const parts = title.split(/\$\{[^}]*\}/).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
        titles.patterns.push(new RegExp(`^${parts.join(".+")}$`));
      } else titles.exact.add(title);
    }
  }
  const inFile = (titles, title) => titles.exact.has(title) || titles.patterns.some((p) => p.test(title));
  return (title, fileName) => {
    if (!fileName) return [...byFile.values()].some((titles) => inFile(titles, title));
    const titles = byFile.get(fileName);
    return titles !== undefined && inFile(titles, title);
  };
}

function checkFeatureTitles() {
  const file = "docs/FEATURES.md";
  const isTitle = testTitles();
  readFileSync(join(root, file), "utf8")
    .split("\n")
    .forEach((line, index) => {
      if (!line.startsWith("|")) return;
      const cells = line.split("|").slice(1, -1);
      const testCell = cells.at(-1) ?? "";
      for (const [, fileName, title] of testCell.matchAll(/(?:([\w.-]+\.(?:test|spec)\.tsx?) )?"([^"]+)"/g)) {
        if (!isTitle(title, fileName))
          problems.push(
            `${file}:${index + 1}: no test ${fileName ? `in ${fileName} ` : ""}is titled "${title}"`,
          );
      }
    });
}

for (const file of markdownFiles()) checkMarkdown(file);
checkFeatureTitles();
const mapProblem = checkModuleMap();
if (mapProblem) problems.push(mapProblem);

if (problems.length > 0) {
  for (const problem of problems) console.error(problem);
  console.error(`\nlint:docs: ${problems.length} problem(s) in ${relative(process.cwd(), root) || "."}`);
  process.exit(1);
}
console.log("lint:docs: Markdown lines, tables, FEATURES test titles and the module map are in order");
