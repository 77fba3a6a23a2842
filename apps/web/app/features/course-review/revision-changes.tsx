import { useTranslation } from "react-i18next";
import { useCategories } from "../../lib/categories";
import { useCountries } from "../../lib/countries";

type Change = { field: string; before: unknown; after: unknown };

/** One side of a change in words: names instead of ids, lists as lists, the programme module by module. */
function Value({ field, value }: { field: string; value: unknown }) {
  const { t } = useTranslation();
  const categories = useCategories();
  const countries = useCountries();
  if (value === null || value === undefined || value === "" || (Array.isArray(value) && value.length === 0))
    return <span className="text-stone-500">—</span>;
  if (field === "category_id" || field === "subcategory_id") {
    const all = categories.flatMap((c) => [c, ...c.subcategories]);
    return <>{all.find((c) => c.id === value)?.name ?? String(value)}</>;
  }
  if (field === "city_id")
    return <>{countries.flatMap((c) => c.cities).find((c) => c.id === value)?.name ?? String(value)}</>;
  if (Array.isArray(value)) {
    const label = (item: unknown) => {
      if (typeof item !== "object" || item === null) {
        const key =
          field === "types" ? `courseType.${item}` : field === "audience" ? `audience.${item}` : null;
        return key ? t(key, { defaultValue: String(item) }) : String(item);
      }
      const { title, sessions } = item as { title?: unknown; sessions?: unknown };
      const count = Array.isArray(sessions) ? sessions.length : null;
      return `${String(title ?? "")}${count === null ? "" : ` (${t("course.sessions")}: ${count})`}`;
    };
    return (
      <ul className="list-disc space-y-0.5 pl-5">
        {value.map((item, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a read-only list that never reorders
          <li key={i}>{label(item)}</li>
        ))}
      </ul>
    );
  }
  if (typeof value === "boolean") return <>{t(value ? "review:preview.yes" : "review:preview.no")}</>;
  if (field === "language") return <>{t(`language.${value}`, { defaultValue: String(value) })}</>;
  if (field === "frequency") return <>{t(`frequency.${value}`, { defaultValue: String(value) })}</>;
  if (typeof value === "object")
    return <pre className="whitespace-pre-wrap text-xs">{JSON.stringify(value, null, 2)}</pre>;
  return <span className="whitespace-pre-line break-words">{String(value)}</span>;
}

/** The changes of a revision, field by field: what the public sees now and what it would see. */
export function RevisionChanges({ changes }: { changes: Change[] }) {
  const { t } = useTranslation("review");
  if (changes.length === 0) return <p className="text-stone-600">{t("revision.noChanges")}</p>;
  return (
    <ul className="space-y-3">
      {changes.map((c) => (
        <li key={c.field} className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm">
          <h4 className="font-bold text-dark">{t(`fields.${c.field}`, { defaultValue: c.field })}</h4>
          <dl className="mt-2 grid gap-3 sm:grid-cols-2">
            <div className="rounded-lg bg-red-50 p-3">
              <dt className="text-xs font-semibold uppercase tracking-wide text-red-900">
                {t("revision.before")}
              </dt>
              <dd className="mt-1 text-stone-900">
                <Value field={c.field} value={c.before} />
              </dd>
            </div>
            <div className="rounded-lg bg-green-50 p-3">
              <dt className="text-xs font-semibold uppercase tracking-wide text-green-900">
                {t("revision.after")}
              </dt>
              <dd className="mt-1 text-stone-900">
                <Value field={c.field} value={c.after} />
              </dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  );
}
