import type { ProviderSummary } from "@kursove/contracts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useFieldMessage } from "../../ui/field";
import { matchesProviderSearch } from "./requestable";

/**
 * The provider to ask, as radios under a search box. A provider the search leaves out is hidden rather
 * than removed, so a chosen provider stays chosen while the list is searched.
 */
export function ProviderChoice({
  providers,
  name,
  initialValue,
  errors,
}: {
  providers: ProviderSummary[];
  name: string;
  initialValue: string | undefined;
  errors: string[] | undefined;
}) {
  const { t } = useTranslation("lector");
  const message = useFieldMessage();
  const [query, setQuery] = useState("");
  const shown = providers.filter((p) => matchesProviderSearch(p, query));
  return (
    <fieldset>
      <legend className="mb-1 block text-sm font-semibold text-stone-700">
        {t("request.provider")}
        <span className="text-red-700" aria-hidden="true">
          {" "}
          *
        </span>
      </legend>
      <label htmlFor="provider-search" className="sr-only">
        {t("request.search")}
      </label>
      <input
        id="provider-search"
        type="search"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        placeholder={t("request.search")}
        className="mb-2 h-11 w-full rounded-lg border border-stone-300 bg-white px-3"
      />
      <div
        className={`max-h-72 overflow-y-auto rounded-lg border ${errors ? "border-red-600" : "border-stone-200"}`}
      >
        {shown.length === 0 && <p className="p-3 text-sm text-stone-600">{t("request.noProviders")}</p>}
        <ul className="divide-y divide-stone-100">
          {providers.map((p) => (
            <li key={p.id} hidden={!matchesProviderSearch(p, query)}>
              <label className="flex cursor-pointer items-center gap-3 p-3 hover:bg-stone-50 has-[:checked]:bg-secondary">
                <input
                  type="radio"
                  name={name}
                  value={p.id}
                  defaultChecked={initialValue === p.id}
                  className="h-4 w-4 accent-primary"
                />
                <span>
                  <span className="block font-semibold text-dark">{p.name}</span>
                  {(p.city || p.punchline) && (
                    <span className="block text-xs text-stone-500">
                      {[p.city, p.punchline].filter(Boolean).join(" · ")}
                    </span>
                  )}
                </span>
              </label>
            </li>
          ))}
        </ul>
      </div>
      {errors && <p className="mt-1 text-sm text-red-700">{errors.map(message).join(" ")}</p>}
    </fieldset>
  );
}
