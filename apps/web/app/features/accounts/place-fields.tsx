import { type FieldMetadata, getSelectProps } from "@conform-to/react";
import type { IndexResponse } from "@kursove/contracts";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";

type PlaceFieldsProps = {
  fields: Record<"country" | "city" | "district", FieldMetadata<string | null | undefined>>;
  countries: IndexResponse["countries"];
  /** the profile's country (Bulgaria when unset) and city slug */
  initial: { country: string; city: string };
};

const select =
  "h-11 w-full rounded-lg border border-stone-300 bg-white px-3 focus-visible:outline-2 focus-visible:outline-primary";

/** Country, city and district: each list follows the one chosen before it. */
export function PlaceFields({ fields, countries, initial }: PlaceFieldsProps) {
  const { t } = useTranslation();
  const [country, setCountry] = useState(initial.country);
  const [city, setCity] = useState(initial.city);
  const cities = countries.find((c) => c.iso === country)?.cities ?? [];
  const districts = cities.find((c) => c.slug === city)?.districts ?? [];
  return (
    <>
      <Labelled id={fields.country.id} label={t("profile.country")}>
        <select
          {...getSelectProps(fields.country)}
          key={undefined}
          value={country}
          onChange={(e) => {
            setCountry(e.target.value);
            setCity("");
          }}
          className={select}
        >
          <option value="">{t("profile.choose")}</option>
          {countries.map((c) => (
            <option key={c.iso} value={c.iso}>
              {c.name}
            </option>
          ))}
        </select>
      </Labelled>
      <Labelled id={fields.city.id} label={t("profile.city")}>
        <select
          {...getSelectProps(fields.city)}
          key={undefined}
          value={city}
          onChange={(e) => setCity(e.target.value)}
          className={select}
        >
          <option value="">{t("profile.choose")}</option>
          {cities.map((c) => (
            <option key={c.slug} value={c.slug}>
              {c.name}
            </option>
          ))}
        </select>
      </Labelled>
      <Labelled id={fields.district.id} label={t("profile.district")}>
        <select
          {...getSelectProps(fields.district)}
          key={`${city}-district`}
          className={select}
          disabled={districts.length === 0}
        >
          <option value="">{t("profile.choose")}</option>
          {districts.map((d) => (
            <option key={d.id} value={d.name}>
              {d.name}
            </option>
          ))}
        </select>
      </Labelled>
    </>
  );
}

function Labelled({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-semibold text-stone-700">
        {label}
      </label>
      {children}
    </div>
  );
}
