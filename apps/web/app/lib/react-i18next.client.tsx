import type { i18n as I18nextInstance, TFunction } from "i18next";
import {
  cloneElement,
  createContext,
  type ReactElement,
  type ReactNode,
  useContext,
  useMemo,
  useSyncExternalStore,
} from "react";
import type { I18n } from "./i18next.client";

/**
 * The browser's react-i18next (P5, ADR 041): vite.config.ts points the client build's imports of
 * "react-i18next" here, beside i18next.client.ts. What the app uses: `I18nextProvider`, `useTranslation`
 * (one `t` per instance, language, namespace and language change, so effects that depend on it run again
 * only when the language changes, as with the library) and `Trans` with named components.
 */

type Context = { i18n: I18n; defaultNS?: string };
const I18nContext = createContext<Context | null>(null);

export function I18nextProvider(props: { i18n: I18nextInstance; defaultNS?: string; children?: ReactNode }) {
  const { i18n, defaultNS } = props;
  const value = useMemo(() => ({ i18n: i18n as unknown as I18n, defaultNS }), [i18n, defaultNS]);
  return <I18nContext.Provider value={value}>{props.children}</I18nContext.Provider>;
}

/** Changes of language per instance: what a component's `t` depends on. */
const revisions = new WeakMap<I18n, number>();
const made = new WeakMap<I18n, Map<string, TFunction>>();

function subscribe(i18n: I18n, changed: () => void) {
  const listener = () => {
    revisions.set(i18n, (revisions.get(i18n) ?? 0) + 1);
    changed();
  };
  i18n.on("languageChanged", listener);
  return () => void i18n.off("languageChanged", listener);
}

export function useTranslation(namespace?: string | readonly string[]) {
  const context = useContext(I18nContext)!;
  const i18n = context.i18n;
  const revision = useSyncExternalStore(
    (changed) => subscribe(i18n, changed),
    () => revisions.get(i18n) ?? 0,
    () => revisions.get(i18n) ?? 0,
  );
  const wanted = namespace ?? context.defaultNS ?? i18n.options.defaultNS ?? "translation";
  const first = typeof wanted === "string" ? wanted : wanted[0]!;
  const key = `${revision} ${i18n.language} ${first}`;
  let ts = made.get(i18n);
  if (!ts) {
    ts = new Map();
    made.set(i18n, ts);
  }
  let t = ts.get(key);
  if (!t) {
    t = i18n.getFixedT(i18n.language, first) as unknown as TFunction;
    ts.set(key, t);
  }
  const result = [t, i18n, true] as unknown as [TFunction, I18nextInstance, boolean] & {
    t: TFunction;
    i18n: I18nextInstance;
    ready: boolean;
  };
  result.t = t;
  result.i18n = i18n as unknown as I18nextInstance;
  result.ready = true;
  return result;
}

/**
 * A text with named tags (`<terms>…</terms>`), each rendered as the component of that name with the tag's
 * text inside: what the library's `Trans` renders for our texts (checked against it in the test).
 */
export function Trans(props: {
  t: TFunction;
  i18nKey: string;
  values?: Record<string, unknown>;
  components: Record<string, ReactElement>;
}) {
  const text = String(
    (props.t as unknown as (key: string, options?: object) => unknown)(props.i18nKey, props.values),
  );
  const nodes: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(/<(\w+)>([\s\S]*?)<\/\1>/g)) {
    if (match.index > last) nodes.push(text.slice(last, match.index));
    const component = props.components[match[1]!];
    nodes.push(component ? cloneElement(component, { key: nodes.length }, match[2]) : match[0]);
    last = match.index + match[0].length;
  }
  if (last < text.length) nodes.push(text.slice(last));
  return <>{nodes}</>;
}
