import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { backOfficeNamespaces, partsFor, publicNamespaces } from "./i18n-namespaces";

const app = path.resolve(import.meta.dirname, "..");
const locales = path.resolve(app, "../../../packages/i18n/locales");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) && !name.includes(".test.") ? [full] : [];
  });
}

const files = new Set(sourceFiles(app));
const known = new Set(readdirSync(path.join(locales, "bg")).map((f) => f.replace(/\.json$/, "")));
const patterns = [
  /useTranslation\(\s*"(\w+)"/g,
  /useTranslation\(\s*\[([^\]]*)\]/g,
  /\bt\(\s*[`"](\w+):/g,
  /\bns:\s*"(\w+)"/g,
  /["`](\w+):[a-zA-Z_]+\./g,
];

function resolveImport(from: string, spec: string) {
  if (!spec.startsWith(".")) return undefined;
  const base = path.resolve(path.dirname(from), spec);
  return ["", ".ts", ".tsx", "/index.ts", "/index.tsx"].map((ext) => base + ext).find((f) => files.has(f));
}

/** The namespaces a module and everything it imports use (server-only modules end the walk). */
function namespacesOf(file: string, seen = new Set<string>()): Set<string> {
  const found = new Set<string>();
  if (seen.has(file)) return found;
  seen.add(file);
  const source = readFileSync(file, "utf8");
  for (const pattern of patterns)
    for (const match of source.matchAll(pattern))
      for (const name of match[1]!.match(/\w+/g) ?? []) if (known.has(name)) found.add(name);
  if (/useTranslation\(\)|i18nFor\(/.test(source)) found.add("common");
  if (file.endsWith(".server.ts")) return found;
  for (const match of source.matchAll(/(?:import|export)\s[^;]*?from\s*"([^"]+)"/g)) {
    const target = resolveImport(file, match[1]!);
    if (target) for (const name of namespacesOf(target, seen)) found.add(name);
  }
  return found;
}

describe("translation chunks", () => {
  const pages = sourceFiles(path.join(app, "routes"));

  it("puts every namespace the web app uses in exactly one part", () => {
    const listed = [...publicNamespaces, ...backOfficeNamespaces];
    expect(new Set(listed).size).toBe(listed.length);
    const used = new Set(pages.flatMap((page) => [...namespacesOf(page)]));
    for (const name of used) expect(listed, name).toContain(name);
  });

  it("gives public pages only public namespaces, so the back office's texts are never missing on them", () => {
    const allowed = new Set<string>(publicNamespaces);
    const checked: string[] = [];
    for (const page of [...pages, path.join(app, "root.tsx")]) {
      const relative = path.relative(path.join(app, "routes"), page);
      if (/^(profile|dashboard|lector|admin)\//.test(relative)) continue;
      checked.push(relative);
      for (const name of namespacesOf(page)) expect(allowed.has(name), `${relative} uses ${name}`).toBe(true);
    }
    expect(checked).toContain("course.tsx");
    expect(checked.length).toBeGreaterThan(25);
  });

  it("gives each back-office layout the clientLoader that loads the back office's texts", () => {
    for (const area of ["profile", "dashboard", "lector", "admin"]) {
      const source = readFileSync(path.join(app, "routes", area, "layout.tsx"), "utf8");
      expect(source, area).toMatch(/export const clientLoader = .*withTranslations\(args\)/);
      expect(partsFor(`/${area}`)).toEqual(["public", "back-office"]);
      expect(partsFor(`/en/${area}/x`)).toEqual(["public", "back-office"]);
    }
    expect(partsFor("/courses/profile-design")).toEqual(["public"]);
    expect(partsFor("/en")).toEqual(["public"]);
  });

  it("has a chunk per language and part holding exactly that part's namespaces", () => {
    for (const [file, names] of [
      ["bg-public", publicNamespaces],
      ["en-public", publicNamespaces],
      ["bg-back-office", backOfficeNamespaces],
      ["en-back-office", backOfficeNamespaces],
    ] as const) {
      const source = readFileSync(path.join(app, "lib/i18n-bundles", `${file}.ts`), "utf8");
      const imported = [...source.matchAll(/locales\/(\w+)\/(\w+)\.json/g)];
      expect(new Set(imported.map((m) => m[1])), file).toEqual(new Set([file.slice(0, 2)]));
      expect(imported.map((m) => m[2]).sort(), file).toEqual([...names].sort());
    }
  });
});
