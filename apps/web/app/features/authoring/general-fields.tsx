import { audiences, courseTypes, type IndexResponse } from "@kursove/contracts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { controlClass, Field } from "../../ui/field";
import type { EditorCourse, FieldErrors } from "./course-form";
import { CheckboxGroup } from "./fields";
import { ChipsEditor, LinesEditor } from "./list-editors";

type Values = Record<string, string | string[]>;

/** The general section's defaults: what was typed before a refusal, else the course. */
function defaultsOf(course: EditorCourse | null, values: Values | undefined) {
  const one = (name: string, fallback: string) => {
    const v = values?.[name];
    return values ? (Array.isArray(v) ? (v[0] ?? "") : (v ?? "")) : fallback;
  };
  const many = (name: string, fallback: string[]) => {
    const v = values?.[name];
    return values ? (Array.isArray(v) ? v : v ? [v] : []) : fallback;
  };
  return {
    title: one("title", course?.title ?? ""),
    description: one("description", course?.description ?? ""),
    overview: one("overview", course?.overview ?? ""),
    outcomes: many("outcomes", course?.outcomes ?? []),
    audience_text: one("audience_text", course?.audience_text ?? ""),
    keywords: many("keywords", course?.keywords ?? []),
    category_id: one("category_id", course?.category_id ? String(course.category_id) : ""),
    subcategory_id: one("subcategory_id", course?.subcategory_id ? String(course.subcategory_id) : ""),
    language: one("language", course?.language ?? "bg"),
    types: many("types", course?.types ?? []),
    audience: many("audience", course?.audience ?? []),
    frequency: one("frequency", course?.frequency ?? "one_off"),
    meeting_url: one("meeting_url", course?.meeting_url ?? ""),
    city_id: one("city_id", course?.city_id ? String(course.city_id) : ""),
    address: one("address", course?.address ?? ""),
  };
}

/** The general section of the editor: content, category, kind and place of the course. */
export function GeneralFields({
  course,
  values,
  errors,
  categories,
  countries,
  onChange,
}: {
  course: EditorCourse | null;
  values: Values | undefined;
  errors: FieldErrors;
  categories: IndexResponse["categories"];
  countries: IndexResponse["countries"];
  onChange: () => void;
}) {
  const { t } = useTranslation("editor");
  const { t: common } = useTranslation();
  const d = defaultsOf(course, values);
  const [categoryId, setCategoryId] = useState(d.category_id);
  const [types, setTypes] = useState(d.types);
  const subcategories = categories.find((c) => String(c.id) === categoryId)?.subcategories ?? [];
  const cities = countries.flatMap((c) => c.cities);
  const online = types.includes("online");
  const onsite = types.includes("onsite");
  const box = (name: string) => `h-11 ${controlClass(Boolean(errors[name]))}`;
  const area = (name: string) => `p-3 ${controlClass(Boolean(errors[name]))}`;
  return (
    <>
      <Field id="c-title" label={t("fields.title")} required errors={errors.title}>
        {(aria) => (
          <input
            {...aria}
            name="title"
            defaultValue={d.title}
            maxLength={200}
            required
            className={box("title")}
          />
        )}
      </Field>
      <Field
        id="c-description"
        label={t("fields.description")}
        hint={t("hints.description")}
        errors={errors.description}
      >
        {(aria) => (
          <textarea
            {...aria}
            name="description"
            defaultValue={d.description}
            rows={4}
            className={area("description")}
          />
        )}
      </Field>
      <Field id="c-overview" label={t("fields.overview")} errors={errors.overview}>
        {(aria) => (
          <textarea
            {...aria}
            name="overview"
            defaultValue={d.overview}
            rows={6}
            className={area("overview")}
          />
        )}
      </Field>
      <LinesEditor
        name="outcomes"
        legend={t("fields.outcomes")}
        initial={d.outcomes}
        errors={errors}
        onChange={onChange}
      />
      <Field id="c-audience-text" label={t("fields.audienceText")} errors={errors.audience_text}>
        {(aria) => (
          <textarea
            {...aria}
            name="audience_text"
            defaultValue={d.audience_text}
            rows={3}
            className={area("audience_text")}
          />
        )}
      </Field>
      <ChipsEditor
        name="keywords"
        label={t("fields.keywords")}
        initial={d.keywords}
        errors={errors}
        onChange={onChange}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="c-category" label={t("fields.category")} required errors={errors.category_id}>
          {(aria) => (
            <select
              {...aria}
              name="category_id"
              required
              value={categoryId}
              onChange={(e) => setCategoryId(e.currentTarget.value)}
              className={box("category_id")}
            >
              <option value="">{t("choose")}</option>
              {categories.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id="c-subcategory" label={t("fields.subcategory")} errors={errors.subcategory_id}>
          {(aria) => (
            <select
              {...aria}
              key={categoryId}
              name="subcategory_id"
              defaultValue={d.subcategory_id}
              className={box("subcategory_id")}
            >
              <option value="">{t("none")}</option>
              {subcategories.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id="c-language" label={t("fields.language")} required errors={errors.language}>
          {(aria) => (
            <select {...aria} name="language" defaultValue={d.language} className={box("language")}>
              {["bg", "en"].map((code) => (
                <option key={code} value={code}>
                  {common(`language.${code}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id="c-frequency" label={t("fields.frequency")} required errors={errors.frequency}>
          {(aria) => (
            <select {...aria} name="frequency" defaultValue={d.frequency} className={box("frequency")}>
              {["one_off", "subscription"].map((f) => (
                <option key={f} value={f}>
                  {common(`frequency.${f}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <CheckboxGroup
        name="types"
        legend={t("fields.types")}
        required
        options={courseTypes.map((v) => ({ value: v, label: common(`courseType.${v}`) }))}
        checked={d.types}
        errors={errors.types}
        onToggle={(v, on) => setTypes(on ? [...types, v] : types.filter((x) => x !== v))}
      />
      <CheckboxGroup
        name="audience"
        legend={t("fields.audience")}
        options={audiences.map((v) => ({ value: v, label: common(`audience.${v}`) }))}
        checked={d.audience}
        errors={errors.audience}
      />
      <Field
        id="c-meeting"
        label={t("fields.meetingUrl")}
        required={online}
        hint={t("hints.meetingUrl")}
        errors={errors.meeting_url}
      >
        {(aria) => (
          <input
            {...aria}
            type="url"
            name="meeting_url"
            defaultValue={d.meeting_url}
            maxLength={500}
            className={box("meeting_url")}
          />
        )}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="c-city" label={t("fields.city")} required={onsite} errors={errors.city_id}>
          {(aria) => (
            <select {...aria} name="city_id" defaultValue={d.city_id} className={box("city_id")}>
              <option value="">{t("choose")}</option>
              {cities.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id="c-address" label={t("fields.address")} required={onsite} errors={errors.address}>
          {(aria) => (
            <input
              {...aria}
              name="address"
              defaultValue={d.address}
              maxLength={300}
              className={box("address")}
            />
          )}
        </Field>
      </div>
    </>
  );
}
