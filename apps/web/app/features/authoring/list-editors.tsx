import { useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { buttonVariants } from "../../ui/button";
import { controlClass, useFieldMessage } from "../../ui/field";

const errorsOf = (errors: Record<string, string[]>, name: string) =>
  Object.entries(errors)
    .filter(([key]) => key === name || key.startsWith(`${name}.`))
    .flatMap(([, list]) => list);

/** One text input a line (key outcomes), with add and remove buttons. */
export function LinesEditor({
  name,
  legend,
  initial,
  errors,
  onChange,
}: {
  name: string;
  legend: string;
  initial: string[];
  errors: Record<string, string[]>;
  onChange: () => void;
}) {
  const { t } = useTranslation("editor");
  const message = useFieldMessage();
  const [lines, setLines] = useState(() => (initial.length ? initial : [""]).map((v, i) => ({ v, k: i })));
  const [next, setNext] = useState(lines.length);
  const found = errorsOf(errors, name);
  const update = (list: { v: string; k: number }[]) => {
    setLines(list);
    onChange();
  };
  return (
    <fieldset>
      <legend className="mb-1 text-sm font-semibold text-stone-700">{legend}</legend>
      <ul className="space-y-2">
        {lines.map((line, i) => (
          <li key={line.k} className="flex gap-2">
            <input
              name={name}
              defaultValue={line.v}
              maxLength={300}
              aria-label={t("lines.item", { label: legend, number: i + 1 })}
              className={`h-11 ${controlClass(Boolean(errors[`${name}.${i}`]))}`}
            />
            <button
              type="button"
              onClick={() => update(lines.filter((l) => l.k !== line.k))}
              aria-label={t("lines.remove", { number: i + 1 })}
              className={buttonVariants({ variant: "secondary" })}
            >
              ✕
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        onClick={() => {
          setLines([...lines, { v: "", k: next }]);
          setNext(next + 1);
        }}
        className={buttonVariants({ variant: "secondary", className: "mt-2" })}
      >
        {t("lines.add")}
      </button>
      {found.length > 0 && <p className="mt-1 text-sm text-red-700">{found.map(message).join(" ")}</p>}
    </fieldset>
  );
}

/** Keywords as removable chips; Enter or the Add button turns the typed word into a chip. */
export function ChipsEditor({
  name,
  label,
  initial,
  errors,
  onChange,
}: {
  name: string;
  label: string;
  initial: string[];
  errors: Record<string, string[]>;
  onChange: () => void;
}) {
  const { t } = useTranslation("editor");
  const message = useFieldMessage();
  const id = useId();
  const [chips, setChips] = useState(initial);
  const [typed, setTyped] = useState("");
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const found = errorsOf(errors, name);
  const add = () => {
    const word = typed.trim();
    if (word && !chips.includes(word) && chips.length < 30) {
      setChips([...chips, word]);
      onChange();
    }
    setTyped("");
  };
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-semibold text-stone-700">
        {label}
      </label>
      {chips.length > 0 && (
        <ul className="mb-2 flex flex-wrap gap-2" aria-label={label}>
          {chips.map((chip) => (
            <li
              key={chip}
              className="flex items-center gap-1 rounded-full bg-sky-50 py-1 pl-3 pr-1 text-sm text-dark ring-1 ring-sky-200"
            >
              <input type="hidden" name={name} value={chip} />
              {chip}
              <button
                type="button"
                onClick={() => {
                  setChips(chips.filter((c) => c !== chip));
                  onChange();
                }}
                aria-label={t("chips.remove", { word: chip })}
                className="flex h-7 w-7 items-center justify-center rounded-full hover:bg-sky-100"
              >
                ✕
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="flex gap-2">
        <input
          id={id}
          name={hydrated ? undefined : name}
          value={typed}
          maxLength={60}
          onChange={(e) => setTyped(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key === "Enter" || e.key === ",") {
              e.preventDefault();
              add();
            }
          }}
          aria-describedby={`${id}-hint`}
          className={`h-11 ${controlClass(found.length > 0)}`}
        />
        <button type="button" onClick={add} className={buttonVariants({ variant: "secondary" })}>
          {t("chips.add")}
        </button>
      </div>
      <p id={`${id}-hint`} className="mt-1 text-xs text-stone-600">
        {t("chips.hint")}
      </p>
      {found.length > 0 && <p className="mt-1 text-sm text-red-700">{found.map(message).join(" ")}</p>}
    </div>
  );
}
