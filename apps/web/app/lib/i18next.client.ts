/**
 * The browser's i18next (P5, ADR 041): vite.config.ts points the client build's imports of "i18next" here.
 * It is the part of i18next the app uses, answering as i18next does for our catalogs (nested JSON keys,
 * `ns:key`, `{{value}}` without escaping, plurals by `Intl.PluralRules` with `_zero` for a count of 0,
 * `defaultValue`, `returnObjects`, the fallback language, a missing key answered by itself and
 * `missingKeyHandler`). The server keeps i18next, and `i18next-client.test.ts` renders every key of every
 * catalog through both, so a page hydrates with the texts the server rendered.
 */

type Tree = Record<string, unknown>;
type Options = Record<string, unknown> & {
  ns?: string | readonly string[];
  lng?: string;
  count?: unknown;
  defaultValue?: unknown;
  returnObjects?: boolean;
};
type InitOptions = {
  lng: string;
  fallbackLng?: string;
  defaultNS?: string;
  ns?: readonly string[];
  missingKeyHandler?: (
    lngs: string[],
    ns: string,
    key: string,
    value: unknown,
    update: boolean,
    options: Options,
  ) => void;
};

const own = (object: unknown, key: string) =>
  object !== null && typeof object === "object" && Object.hasOwn(object, key);

/** A key's text: the path split on dots, else a key that itself has dots (as i18next's `deepFind`). */
function find(tree: unknown, key: string): unknown {
  let at = tree;
  for (const part of key.split(".")) {
    if (!own(at, part)) {
      at = undefined;
      break;
    }
    at = (at as Tree)[part];
  }
  if (at != null || !tree) return at;
  const node = tree as Tree;
  if (node[key]) return own(node, key) ? node[key] : undefined;
  const tokens = key.split(".");
  let current: unknown = node;
  for (let i = 0; i < tokens.length; ) {
    if (!current || typeof current !== "object") return undefined;
    let next: unknown;
    let path = "";
    for (let j = i; j < tokens.length; ++j) {
      path += (j === i ? "" : ".") + tokens[j];
      next = (current as Tree)[path];
      if ((typeof next === "function" || path === "__proto__") && !own(current, path)) next = undefined;
      if (next !== undefined) {
        if (["string", "number", "boolean"].includes(typeof next) && j < tokens.length - 1) continue;
        i = j + 1;
        break;
      }
    }
    current = next;
  }
  return current;
}

const rules = new Map<string, Intl.PluralRules>();
function pluralSuffix(language: string, count: number) {
  let rule = rules.get(language);
  if (!rule) {
    rule = new Intl.PluralRules(language);
    rules.set(language, rule);
  }
  return `_${rule.select(count)}`;
}

/** i18next's test of a key that names a namespace: no space or punctuation before its first dot. */
const looksLikePath = (key: string) => {
  const sentence = /[ ,?!;]/;
  const dot = key.indexOf(".");
  return !sentence.test(key) || (dot > 0 && !sentence.test(key.slice(0, dot)));
};

/** `{{name}}` replaced by the option of that name (a path with dots too); an unknown name stays. */
function interpolate(text: string, data: Options) {
  return text.replace(/\{\{(.+?)\}\}/g, (match, name: string) => {
    const key = name.trim();
    const value = find(data, key);
    if (value === undefined) return own(data, key) ? "" : match;
    return value == null ? "" : String(value);
  });
}

type Listener = (...args: unknown[]) => void;

export class I18n {
  language = "";
  options = {} as InitOptions;
  data: Record<string, Record<string, Tree>> = {};
  private listeners = new Map<string, Set<Listener>>();

  init(options: InitOptions) {
    this.options = options;
    this.language = options.lng;
    return Promise.resolve(this.t);
  }

  on(event: string, listener: Listener) {
    let set = this.listeners.get(event);
    if (!set) {
      set = new Set();
      this.listeners.set(event, set);
    }
    set.add(listener);
    return this;
  }

  off(event: string, listener: Listener) {
    this.listeners.get(event)?.delete(listener);
    return this;
  }

  emit(event: string, ...args: unknown[]) {
    for (const listener of this.listeners.get(event) ?? []) listener(...args);
  }

  addResourceBundle(language: string, namespace: string, texts: Tree) {
    const languageData = this.data[language] ?? {};
    this.data[language] = languageData;
    languageData[namespace] = merge(languageData[namespace] ?? {}, texts);
    return this;
  }

  getResourceBundle(language: string, namespace: string) {
    return this.data[language]?.[namespace];
  }

  changeLanguage(language: string) {
    this.language = language;
    this.emit("languageChanged", language);
    return Promise.resolve(this.t);
  }

  getFixedT(language: string | null, namespace?: string | readonly string[] | null) {
    return (key: string, options: Options = {}) =>
      this.t(key, {
        ...options,
        lng: options.lng ?? language ?? undefined,
        ns: options.ns ?? namespace ?? undefined,
      });
  }

  t = (key: string, given: Options | string = {}): unknown => {
    if (key == null) return "";
    // i18next's overload: a string after the key is its default value
    const options: Options = typeof given === "string" ? { defaultValue: given } : given;
    const defaultNS = this.options.defaultNS ?? "translation";
    let namespaces = options.ns ?? defaultNS;
    let wanted = key;
    if (key.includes(":") && looksLikePath(key)) {
      const parts = key.split(":");
      namespaces = parts.shift()!;
      wanted = parts.join(".");
    }
    const nsList = typeof namespaces === "string" ? [namespaces] : [...namespaces];
    const language = options.lng ?? this.language;
    const fallback = this.options.fallbackLng;
    const languages = fallback && fallback !== language ? [language, fallback] : [language];
    const count = options.count;
    const isPlural = count !== undefined && typeof count !== "string";
    let found: unknown;
    let usedKey = wanted;
    for (const ns of nsList)
      for (const code of languages) {
        const tree = this.data[code]?.[ns];
        const keys = isPlural
          ? [...(count === 0 ? [`${wanted}_zero`] : []), wanted + pluralSuffix(code, count as number), wanted]
          : [wanted];
        for (const candidate of keys) {
          if (found !== undefined && found !== null) break;
          found = find(tree, candidate);
          usedKey = candidate;
        }
      }
    const namespace = nsList[nsList.length - 1]!;
    if (found !== null && typeof found === "object") {
      if (!options.returnObjects)
        return `key '${wanted} (${this.language})' returned an object instead of string.`;
      const copy: Tree | unknown[] = Array.isArray(found) ? [] : {};
      for (const part of Object.keys(found)) {
        const deepKey = `${Array.isArray(found) ? usedKey : wanted}.${part}`;
        const text = this.t(deepKey, { ...options, ns: nsList });
        (copy as Tree)[part] = text === deepKey ? (found as Tree)[part] : text;
      }
      return copy;
    }
    let text = found;
    if (text == null) {
      const hasDefault = Object.keys(options).some(
        (name) => name.startsWith("defaultValue") && options[name] !== undefined,
      );
      text = hasDefault && options.defaultValue != null ? options.defaultValue : wanted;
      this.options.missingKeyHandler?.([language], namespace, wanted, text, false, options);
    }
    return typeof text === "string" ? interpolate(text, options) : text;
  };
}

function merge(target: Tree, source: Tree): Tree {
  for (const [name, value] of Object.entries(source)) {
    const current = target[name];
    target[name] =
      current && typeof current === "object" && value && typeof value === "object"
        ? merge(current as Tree, value as Tree)
        : value;
  }
  return target;
}

export default { createInstance: () => new I18n() };
