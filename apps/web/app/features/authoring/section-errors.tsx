import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useLocale } from "../../lib/use-locale";
import { useFieldMessage } from "../../ui/field";
import type { FieldErrors } from "./course-form";

export type SectionName = "general" | "booking" | "programme";

const generalKeys = new Set([
  "general",
  "title",
  "description",
  "overview",
  "outcomes",
  "audience_text",
  "keywords",
  "category_id",
  "subcategory_id",
  "language",
  "types",
  "audience",
  "frequency",
  "meeting_url",
  "city_id",
  "address",
]);

/** The editor section where a field of the API's answer is edited. */
export function sectionOf(key: string): SectionName {
  const head = key.split(".")[0] ?? key;
  if (generalKeys.has(head)) return "general";
  if (head === "modules" || head === "slots") return "programme";
  return "booking";
}

export const sectionPath = (id: string, section: SectionName) =>
  `/dashboard/courses/${id}${section === "general" ? "" : `/${section}`}`;

/**
 * The API's per-field refusals that belong to other sections (or, with `all`, every one), as a list of
 * links to where they are fixed: "please fill in all fields (correctly)".
 */
export function SectionErrors({
  courseId,
  errors,
  current,
  programmeLabel,
}: {
  courseId: string;
  errors: FieldErrors;
  current?: SectionName;
  programmeLabel: string;
}) {
  const { t } = useTranslation("editor");
  const { to } = useLocale();
  const message = useFieldMessage();
  const items = Object.entries(errors).filter(([key]) => sectionOf(key) !== current);
  if (items.length === 0) return null;
  const fieldLabel = (key: string) => {
    const session = key.match(/^modules\.(\d+)\.sessions\.(\d+)\.(\w+)$/);
    if (session)
      return t("keys.sessionField", {
        module: Number(session[1]) + 1,
        session: Number(session[2]) + 1,
        field: t(`keys.${session[3]}`, { defaultValue: "" }),
      });
    const row = key.match(/^(modules|slots)\.(\d+)\.(\w+)$/);
    if (row) return t(`keys.${row[1]}Row`, { number: Number(row[2]) + 1, field: t(`keys.${row[3]}`) });
    return t(`keys.${key.split(".")[0]}`, { defaultValue: "" });
  };
  const label = (section: SectionName) => (section === "programme" ? programmeLabel : t(`tabs.${section}`));
  return (
    <div role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900">
      <p className="font-semibold">{message("fill_all_fields")}</p>
      <ul className="mt-1 list-disc space-y-0.5 pl-5">
        {items.map(([key, list]) => {
          const section = sectionOf(key);
          return (
            <li key={key}>
              <Link to={to(sectionPath(courseId, section))} className="font-semibold underline">
                {label(section)}
              </Link>
              {fieldLabel(key) ? ` – ${fieldLabel(key)}` : ""}: {list.map(message).join(" ")}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
