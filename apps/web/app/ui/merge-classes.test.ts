import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { twMerge } from "tailwind-merge";
import { describe, expect, it } from "vitest";
import { controlClass } from "./field";
import { mergeClasses } from "./merge-classes";

const app = path.resolve(import.meta.dirname, "..");

/** Every class list written in the app's code: each string literal, and each of its classes alone. */
function classListsOfApp() {
  const lists = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (
        /\.tsx?$/.test(entry.name) &&
        !entry.name.includes(".test.") &&
        entry.name !== "merge-classes.ts"
      ) {
        for (const match of readFileSync(file, "utf8").matchAll(/"([^"\n]*)"|`([^`$\n]*)/g)) {
          const list = (match[1] ?? match[2] ?? "").trim();
          if (!list?.split(/\s+/).every((name) => /^[a-z![-][^A-Z]*$/.test(name))) continue;
          lists.add(list);
          for (const name of list.split(/\s+/)) lists.add(name);
        }
      }
    }
  };
  walk(app);
  return [...lists];
}

/** What the kit's components start from: every button, the field's box, the table's cells and frames. */
const variants = ["primary", "secondary", "accent", "outline", "danger", "dangerOutline", "ghost", "link"];
const sizes = ["sm", "md", "lg", "icon"];
const buttonSource = readFileSync(path.join(app, "ui", "button.tsx"), "utf8");
/** The lists data-table.tsx merges a column's, a row's or a card's classes onto. */
const tableLists = [
  "overflow-x-auto rounded-2xl border border-stone-200 bg-white shadow-sm hidden md:block",
  "px-4 py-2.5 text-xs font-semibold uppercase tracking-wide text-stone-600 text-right",
  "px-4 py-3 align-top text-stone-800 font-semibold text-left",
  "px-4 py-3 align-top text-stone-800 text-left md:text-right px-0 py-0 md:px-4 md:py-3",
  "grid gap-1 p-4 md:table-row md:p-0",
  "rounded-2xl border border-stone-200 bg-white p-4 shadow-sm",
  "min-w-0 break-words text-stone-800 font-semibold",
];
const kitLists = [
  ...[...buttonSource.matchAll(/"([^"]*)"/g)].map((m) => m[1]!).filter((list) => /-\S* /.test(list)),
  ...tableLists,
  controlClass(true),
  controlClass(false),
  "grid gap-4 sm:grid-cols-2",
];

describe("mergeClasses", () => {
  it("joins every class list of the app onto every list of the kit as tailwind-merge does", () => {
    const lists = classListsOfApp();
    expect(lists.length).toBeGreaterThan(1000);
    const different: string[] = [];
    for (const base of kitLists)
      for (const extra of lists) {
        const ours = mergeClasses(base, extra);
        const library = twMerge(base, extra);
        if (ours !== library) different.push(`${base} + ${extra}: ${ours} | ${library}`);
      }
    expect(different.slice(0, 20)).toEqual([]);
    expect(kitLists.length * lists.length).toBeGreaterThan(50_000);
  }, 60_000);

  it("resolves a button's own variants as tailwind-merge does", () => {
    const base = buttonSource.match(/cva\(\s*"([^"]*)"/)![1]!;
    for (const variant of variants)
      for (const size of sizes) {
        const pick = (name: string) => buttonSource.match(new RegExp(`\\b${name}: "([^"]*)"`))![1]!;
        const compound = variant === "link" ? "h-auto min-h-0 px-0" : "";
        const list = [base, pick(variant), pick(size), compound].join(" ");
        expect(mergeClasses(list)).toBe(twMerge(list));
      }
  });

  it("lets the later class of a kind win", () => {
    expect(mergeClasses("px-4 py-2 text-sm text-white", "p-0 text-base")).toBe("text-white p-0 text-base");
    expect(mergeClasses("rounded-lg md:px-4", "rounded-full px-2")).toBe("md:px-4 rounded-full px-2");
  });
});
