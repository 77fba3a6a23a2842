import { readFileSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";
import { backOfficeNamespaces, publicNamespaces } from "./app/lib/i18n-namespaces";
import { type Page, pages } from "./app/routes";

/**
 * PAGE-TEXTS (ADR 039): which translation keys each page of the app can show, read from the code the page
 * imports, so the server sends a page's HTML with only those texts instead of the whole catalog.
 *
 * The server build imports `virtual:page-texts`: `{ [page id or "root"]: ["namespace:key.path", …] }`. A
 * page's list is every string in its module and the modules it imports (statically or on demand, never a
 * `.server.ts` module, whose texts are translated on the server) that names a key or a branch of keys of a
 * catalog: `"course.bookingDetails"`, `"errors:field.required"`, the head of a template
 * (`` `course.type.${type}` `` is the branch `course.type`; `` `${kind}.title` `` the `title` of every
 * branch that has one), a plural's forms with it. In development the
 * module is `null` and pages send their whole catalogs.
 */
export const pageTextsModule = "virtual:page-texts";
const resolved = `\0${pageTextsModule}`;
const placeholder = "globalThis.__PAGE_TEXTS__";

type Tree = { [key: string]: string | Tree };

export function pageTexts(appDir: string, localesDir: string): Plugin {
  const namespaces = [...publicNamespaces, ...backOfficeNamespaces];
  const catalogs = new Map<string, Tree>();
  for (const ns of namespaces)
    catalogs.set(ns, JSON.parse(readFileSync(path.join(localesDir, "bg", `${ns}.json`), "utf8")));
  return {
    name: "kursove:page-texts",
    resolveId: (id) => (id === pageTextsModule ? resolved : undefined),
    load(id, options) {
      if (id !== resolved) return;
      return this.environment?.mode === "build" && options?.ssr
        ? `export default ${placeholder};`
        : "export default null;";
    },
    renderChunk(code) {
      if (!code.includes(placeholder)) return;
      const ofModule = new Map<string, CodeKeys>();
      const keysOf = (id: string): CodeKeys => {
        let found = ofModule.get(id);
        if (found) return found;
        found = readKeys(this.getModuleInfo(id)?.code ?? "", catalogs);
        ofModule.set(id, found);
        return found;
      };
      const closure = (entry: string) => {
        const seen = new Set<string>();
        const modules: CodeKeys[] = [];
        const walk = (id: string) => {
          if (seen.has(id) || !isAppSource(id, appDir)) return;
          seen.add(id);
          modules.push(keysOf(id));
          const info = this.getModuleInfo(id);
          for (const next of [...(info?.importedIds ?? []), ...(info?.dynamicallyImportedIds ?? [])])
            walk(next);
        };
        walk(entry);
        return keysOfPage(modules);
      };
      const byPage: Record<string, string[]> = { root: closure(path.join(appDir, "root.tsx")) };
      const visit = (list: Page[]) => {
        for (const page of list) {
          byPage[page.id] = closure(path.join(appDir, page.file));
          if (page.children) visit(page.children);
        }
      };
      visit(pages);
      return { code: code.replace(placeholder, JSON.stringify(byPage)), map: null };
    },
  };
}

/** The web app's own modules and the workspace packages, without catalogs and server-only modules. */
function isAppSource(id: string, appDir: string) {
  if (id.includes("node_modules") || id.startsWith("\0") || id.includes("?")) return false;
  if (!/\.(tsx?|jsx?|mjs)$/.test(id) || /\.server\.tsx?$/.test(id)) return false;
  return id.startsWith(appDir) || id.includes("/packages/contracts/");
}

/** The namespace a key without one is looked up in (lib/i18n.ts). */
const defaultNamespace = "common";

/**
 * What a module's code names: keys with their namespace, keys without one (as "namespace:key" for every
 * namespace that has them), and the namespaces it names as a whole string (`useTranslation("checkout")`).
 */
export type CodeKeys = { named: string[]; unnamed: string[]; namespaces: string[] };

/** The keys and branches a module's code names (see above), as "namespace:key.path" ("namespace:" is all). */
export function keysInCode(code: string, catalogs: Map<string, Tree>): string[] {
  const { named, unnamed } = readKeys(code, catalogs);
  return [...new Set([...named, ...unnamed])];
}

/**
 * A page's keys from what its modules name. A key written without its namespace is a text of the default
 * namespace or of one the page's code names (useTranslation("checkout"), { ns: "errors" }), not of every
 * namespace that has such a key: "title" is not every namespace's title (P5, ADR 048).
 */
export function keysOfPage(modules: CodeKeys[]): string[] {
  const keys = new Set(modules.flatMap((module) => module.named));
  const named = new Set([defaultNamespace, ...modules.flatMap((module) => module.namespaces)]);
  for (const module of modules)
    for (const key of module.unnamed) if (named.has(key.slice(0, key.indexOf(":")))) keys.add(key);
  return [...keys].sort();
}

export function readKeys(code: string, catalogs: Map<string, Tree>): CodeKeys {
  const named = new Set<string>();
  const found = new Set<string>();
  const add = (text: string, head: boolean) => {
    const colon = text.indexOf(":");
    const explicit = colon > 0 ? text.slice(0, colon) : undefined;
    if (explicit !== undefined && !catalogs.has(explicit)) return;
    const key = explicit === undefined ? text : text.slice(colon + 1);
    for (const [ns, tree] of catalogs) {
      if (explicit !== undefined && ns !== explicit) continue;
      for (const entry of entriesOf(tree, key, head, explicit !== undefined))
        (explicit === undefined ? found : named).add(`${ns}:${entry}`);
    }
  };
  // a whole string: "a.b", 'a.b', `a.b`, "ns:a.b"; one ending in a dot or a colon is a head ("errors:" + code)
  for (const match of code.matchAll(/(["'`])((?:\w+:)?[\w-]*(?:\.[\w-]+)*[.:]?)\1/g)) {
    const text = match[2]!;
    if (text) add(text, /[.:]$/.test(text));
  }
  // the head of a template: `course.type.${type}`, `errors:${code}`, `status_${state}`
  for (const match of code.matchAll(/`((?:\w+:)?[\w.-]*)\$\{/g)) if (match[1]) add(match[1], true);
  // a template that starts with its placeholder: `${kind}.title` is that text of every branch that has it
  for (const match of code.matchAll(/`\$\{[^`{}]*\}\.([\w-]+(?:\.[\w-]+)*)`/g))
    for (const [ns, tree] of catalogs)
      for (const [branch, node] of Object.entries(tree))
        if (typeof node !== "string")
          for (const entry of entriesOf(tree, `${branch}.${match[1]}`, false, false))
            found.add(`${ns}:${entry}`);
  // the namespaces a `t` is made for or asked in: useTranslation("a"), getFixedT(lng, ["a", "b"]), { ns: "a" }
  const namespaces = new Set<string>();
  for (const match of code.matchAll(
    /(?:useTranslation|getFixedT)\(([^)]*)\)|\bns:\s*(\[[^\]]*\]|(["'`])[\w-]+\3)/g,
  ))
    for (const name of (match[1] ?? match[2] ?? "").matchAll(/(["'`])([\w-]+)\1/g))
      if (catalogs.has(name[2]!)) namespaces.add(name[2]!);
  return { named: [...named], unnamed: [...found], namespaces: [...namespaces] };
}

function entriesOf(tree: Tree, key: string, head: boolean, explicit: boolean): string[] {
  if (head) {
    // "a.b." or "a.b_" or "ns:": the children of a.b (or all of the namespace) whose name starts so
    const cut = key.lastIndexOf(".");
    const parentPath = cut < 0 ? "" : key.slice(0, cut);
    const start = cut < 0 ? key : key.slice(cut + 1);
    if (parentPath === "" && start === "") return explicit ? [""] : [];
    // a bare word starting a template (`status_${x}`) must at least be a word with a sibling in the catalog
    const parent = parentPath === "" ? tree : at(tree, parentPath);
    if (!parent || typeof parent === "string") return [];
    return Object.keys(parent)
      .filter((name) => name.startsWith(start) && (start !== "" || parentPath !== ""))
      .map((name) => (parentPath ? `${parentPath}.${name}` : name));
  }
  const entries: string[] = [];
  const node = at(tree, key);
  const dotted = key.includes(".");
  // a single word names a text ("brand"); a branch only with a namespace or a dot, as words are common
  if (typeof node === "string" || (node && (dotted || explicit))) entries.push(key);
  // a plural's forms: key_one, key_other, key_zero (the app uses no contexts)
  const cut = key.lastIndexOf(".");
  const parent = cut < 0 ? tree : at(tree, key.slice(0, cut));
  const last = cut < 0 ? key : key.slice(cut + 1);
  if (parent && typeof parent !== "string")
    for (const [name, value] of Object.entries(parent))
      if (pluralForm.test(name.slice(last.length)) && name.startsWith(last) && typeof value === "string")
        entries.push(cut < 0 ? name : `${key.slice(0, cut)}.${name}`);
  return entries;
}

const pluralForm = /^_(?:ordinal_)?(?:zero|one|two|few|many|other)$/;

function at(tree: Tree, key: string): Tree | string | undefined {
  let node: Tree | string | undefined = tree;
  for (const part of key.split(".")) {
    if (!node || typeof node === "string" || !Object.hasOwn(node, part)) return undefined;
    node = node[part];
  }
  return node;
}
