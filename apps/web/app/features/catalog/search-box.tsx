import type { SuggestResponse } from "@kursove/contracts";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Form, useNavigate } from "react-router";
import { useLocale } from "../../lib/use-locale";
import { type Filters, listOf } from "./filters";

/** The default fetch delay. */
export const suggestDelayMs = 200;
const minLength = 2;

type Option = { id: string; kind: "course" | "provider"; label: string; href: string };

const styles = {
  hero: {
    form: "flex max-w-2xl flex-col gap-3 sm:flex-row",
    input:
      "h-12 w-full rounded-lg border-0 bg-white pl-11 pr-4 text-base text-dark shadow-lg placeholder:text-stone-500 focus-visible:outline-2 focus-visible:outline-accent",
    button:
      "h-12 rounded-lg bg-accent px-6 font-bold text-dark shadow-lg hover:brightness-95 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white",
  },
  page: {
    form: "flex max-w-3xl gap-2",
    input:
      "h-12 w-full rounded-lg border border-stone-300 bg-white pl-11 pr-4 text-base text-dark shadow-sm placeholder:text-stone-500 focus-visible:outline-2 focus-visible:outline-primary",
    button:
      "h-12 rounded-lg bg-primary px-5 font-semibold text-white shadow-sm hover:bg-primary-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary sm:px-6",
  },
};

/**
 * The course search: a plain GET form to /courses?q=… (works without JavaScript) that suggests courses and
 * providers while the visitor types. The input keeps its searchbox role inside an ARIA 1.1 combobox
 * wrapper, so the wrapper carries aria-expanded and the input aria-autocomplete and aria-activedescendant.
 */
export function SearchBox({
  id,
  defaultValue = "",
  keep = {},
  variant = "page",
}: {
  id: string;
  defaultValue?: string;
  /** filters that a new search keeps, sent as hidden fields */
  keep?: Filters;
  variant?: keyof typeof styles;
}) {
  const { t } = useTranslation("catalog");
  const { locale, to } = useLocale();
  const navigate = useNavigate();
  const [value, setValue] = useState(defaultValue);
  const [typing, setTyping] = useState(false);
  const [found, setFound] = useState<{ q: string; data: SuggestResponse } | null>(null);
  const [active, setActive] = useState(-1);
  const query = value.trim();

  useEffect(() => {
    setValue(defaultValue);
    setTyping(false);
  }, [defaultValue]);

  useEffect(() => {
    if (!typing || query.length < minLength) return;
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      try {
        const response = await fetch(`/api/v1/courses/suggest?q=${encodeURIComponent(query)}`, {
          headers: { accept: "application/json", "content-language": locale },
          signal: controller.signal,
        });
        if (!response.ok) return;
        setFound({ q: query, data: (await response.json()) as SuggestResponse });
        setActive(-1);
      } catch {
        // aborted by the next keystroke, or offline: the form still searches
      }
    }, suggestDelayMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, typing, locale]);

  const current = typing && query.length >= minLength && found?.q === query ? found.data : null;
  const options: Option[] = current
    ? [
        ...current.courses.map((c) => ({
          id: `${id}-course-${c.slug}`,
          kind: "course" as const,
          label: c.title,
          href: to(`/courses/${c.slug}`),
        })),
        ...current.providers.map((p) => ({
          id: `${id}-provider-${p.slug}`,
          kind: "provider" as const,
          label: p.name,
          href: to(`/provider/${p.slug}`),
        })),
      ]
    : [];
  const isExpanded = options.length > 0;
  const listId = `${id}-suggestions`;
  const labelId = `${id}-label`;

  const close = () => {
    setTyping(false);
    setActive(-1);
  };
  const open = (option: Option) => {
    close();
    navigate(option.href);
  };
  const onKeyDown = (e: React.KeyboardEvent<HTMLInputElement>) => {
    if (e.key === "ArrowDown" || e.key === "ArrowUp") {
      if (!isExpanded) return;
      e.preventDefault();
      const last = options.length - 1;
      if (e.key === "ArrowDown") setActive((i) => (i >= last ? 0 : i + 1));
      else setActive((i) => (i <= 0 ? last : i - 1));
    } else if (e.key === "Enter" && isExpanded && options[active]) {
      e.preventDefault();
      open(options[active]);
    } else if (e.key === "Escape" && isExpanded) {
      e.preventDefault();
      close();
    }
  };

  const s = styles[variant];
  const hidden = Object.entries(keep).filter(([key]) => key !== "q" && key !== "page");
  return (
    <Form method="get" action={to("/courses")} role="search" className={s.form} onSubmit={close}>
      <label id={labelId} htmlFor={id} className="sr-only">
        {t("search.label")}
      </label>
      {/* biome-ignore lint/a11y/useFocusableInteractive: an ARIA 1.1 combobox wrapper; its input takes the focus */}
      <div
        role="combobox"
        aria-expanded={isExpanded}
        aria-haspopup="listbox"
        aria-controls={listId}
        aria-labelledby={labelId}
        className="relative flex-1"
      >
        <SearchIcon />
        <input
          id={id}
          name="q"
          type="search"
          value={value}
          maxLength={200}
          autoComplete="off"
          enterKeyHint="search"
          placeholder={t("search.placeholder")}
          aria-autocomplete="list"
          aria-controls={listId}
          aria-activedescendant={isExpanded && options[active] ? options[active].id : undefined}
          onChange={(e) => {
            setValue(e.target.value);
            setTyping(true);
          }}
          onKeyDown={onKeyDown}
          onBlur={close}
          className={s.input}
        />
        <div
          id={listId}
          role="listbox"
          aria-labelledby={labelId}
          hidden={!isExpanded}
          // keeps the focus in the input while an option is clicked
          onMouseDown={(e) => e.preventDefault()}
          className="absolute inset-x-0 top-full z-30 mt-2 max-h-96 overflow-y-auto rounded-xl border border-stone-200 bg-white py-2 text-left text-dark shadow-xl"
        >
          {(["course", "provider"] as const).map((kind) => {
            const group = options.filter((o) => o.kind === kind);
            if (group.length === 0) return null;
            return (
              // biome-ignore lint/a11y/useSemanticElements: a group of options in a listbox has no HTML element
              <div key={kind} role="group" aria-labelledby={`${id}-${kind}s`}>
                <div
                  id={`${id}-${kind}s`}
                  className="px-4 pb-1 pt-2 text-xs font-bold uppercase tracking-wide text-stone-600"
                >
                  {t(kind === "course" ? "search.courses" : "search.providers")}
                </div>
                {group.map((option) => {
                  const index = options.indexOf(option);
                  return (
                    <div
                      key={option.id}
                      id={option.id}
                      role="option"
                      aria-selected={index === active}
                      tabIndex={-1}
                      onClick={() => open(option)}
                      onKeyDown={(e) => e.key === "Enter" && open(option)}
                      onMouseEnter={() => setActive(index)}
                      className={`flex cursor-pointer items-center gap-3 px-4 py-2.5 text-sm ${index === active ? "bg-secondary text-primary" : "text-stone-800"}`}
                    >
                      <span
                        aria-hidden="true"
                        className={`flex h-7 w-7 shrink-0 items-center justify-center rounded-md text-xs font-bold ${kind === "course" ? "bg-secondary text-primary" : "bg-accent/25 text-dark"}`}
                      >
                        {kind === "course" ? "▶" : "◆"}
                      </span>
                      <Highlighted text={option.label} query={query} />
                    </div>
                  );
                })}
              </div>
            );
          })}
        </div>
      </div>
      <p role="status" className="sr-only">
        {current ? (isExpanded ? t("search.found", { count: options.length }) : t("search.none")) : ""}
      </p>
      {hidden.map(([key, v]) =>
        listOf({ [key]: v }, key).map((item) => (
          <input key={`${key}-${item}`} type="hidden" name={key} value={item} />
        )),
      )}
      <button type="submit" className={s.button}>
        {t("search.submit")}
      </button>
    </Form>
  );
}

/** The label with the typed words in bold, when they appear as written. */
function Highlighted({ text, query }: { text: string; query: string }) {
  const at = query ? text.toLocaleLowerCase().indexOf(query.toLocaleLowerCase()) : -1;
  if (at < 0) return <span className="line-clamp-1">{text}</span>;
  return (
    <span className="line-clamp-1">
      {text.slice(0, at)}
      <strong className="font-bold">{text.slice(at, at + query.length)}</strong>
      {text.slice(at + query.length)}
    </span>
  );
}

function SearchIcon() {
  return (
    <svg
      viewBox="0 0 20 20"
      aria-hidden="true"
      className="pointer-events-none absolute left-3.5 top-1/2 h-5 w-5 -translate-y-1/2 text-stone-500"
    >
      <path
        fill="currentColor"
        d="M8.5 3a5.5 5.5 0 014.38 8.82l3.65 3.65a1 1 0 01-1.42 1.42l-3.65-3.65A5.5 5.5 0 118.5 3zm0 2a3.5 3.5 0 100 7 3.5 3.5 0 000-7z"
      />
    </svg>
  );
}
