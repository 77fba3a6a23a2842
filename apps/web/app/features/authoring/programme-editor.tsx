import { useState } from "react";
import { useTranslation } from "react-i18next";
import { buttonVariants } from "../../ui/button";
import { ConfirmDialog } from "../../ui/confirm-dialog";
import { controlClass, Field } from "../../ui/field";
import { type FieldErrors, minutesBetween } from "./course-form";
import { sectionClass } from "./fields";
import { emptyModule, emptySession, type ModuleDraft, type SessionDraft } from "./programme-form";

type Instructor = { id: string; name: string };
type Pending = { module: number; to: number } | null;

/** Modules with their sessions; lowering a module's number of sessions asks first. */
export function ProgrammeEditor({
  modules,
  setModules,
  instructors,
  errors,
  readOnly,
  onChange,
}: {
  modules: ModuleDraft[];
  setModules: (next: ModuleDraft[]) => void;
  instructors: Instructor[];
  errors: FieldErrors;
  readOnly: boolean;
  onChange: () => void;
}) {
  const { t } = useTranslation("editor");
  const [pending, setPending] = useState<Pending>(null);
  const [typed, setTyped] = useState<Record<string, string>>({});
  const change = (next: ModuleDraft[]) => {
    setModules(next);
    onChange();
  };
  const patchModule = (mi: number, patch: Partial<ModuleDraft>) =>
    change(modules.map((m, i) => (i === mi ? { ...m, ...patch } : m)));
  const setCount = (mi: number, raw: string) => {
    const module = modules[mi]!;
    setTyped({ ...typed, [module.key]: raw });
    const to = Number(raw);
    if (!/^\d+$/.test(raw) || to > 200) return;
    const length = module.sessions.length;
    if (to > length)
      patchModule(mi, {
        sessions: [...module.sessions, ...Array.from({ length: to - length }, emptySession)],
      });
    else if (to < length) setPending({ module: mi, to });
  };
  const dropTyped = (key: string) => {
    const { [key]: _, ...rest } = typed;
    setTyped(rest);
  };
  const confirm = () => {
    if (!pending) return;
    const module = modules[pending.module]!;
    const lastLocked = module.sessions.map((s) => Boolean(s.locked)).lastIndexOf(true);
    const keep = Math.max(pending.to, lastLocked + 1);
    dropTyped(module.key);
    setPending(null);
    patchModule(pending.module, { sessions: module.sessions.slice(0, keep) });
  };
  const cancel = () => {
    if (pending) dropTyped(modules[pending.module]!.key);
    setPending(null);
  };
  const surplus = pending ? modules[pending.module]!.sessions.length - pending.to : 0;
  return (
    <div className="space-y-6">
      {modules.length === 0 && <p className="text-stone-600">{t("programme.empty")}</p>}
      {modules.map((m, mi) => (
        <section key={m.key} aria-labelledby={`m-${m.key}`} className={sectionClass}>
          <div className="flex items-center justify-between gap-3">
            <h3 id={`m-${m.key}`} className="text-lg font-bold text-dark">
              {t("programme.module", { number: mi + 1 })}
            </h3>
            {!readOnly && !m.sessions.some((s) => s.locked) && (
              <button
                type="button"
                className={buttonVariants({ variant: "dangerOutline" })}
                onClick={() => change(modules.filter((_, i) => i !== mi))}
              >
                {t("programme.removeModule", { number: mi + 1 })}
              </button>
            )}
          </div>
          {m.id && <input type="hidden" name={`modules.${mi}.id`} value={m.id} />}
          <Field
            id={`m-${m.key}-title`}
            label={t("fields.moduleTitle")}
            required
            errors={errors[`modules.${mi}.title`]}
          >
            {(aria) => (
              <input
                {...aria}
                name={`modules.${mi}.title`}
                value={m.title}
                readOnly={readOnly}
                maxLength={200}
                onChange={(e) => patchModule(mi, { title: e.currentTarget.value })}
                className={`h-11 ${controlClass(Boolean(aria["aria-invalid"]))}`}
              />
            )}
          </Field>
          <Field
            id={`m-${m.key}-description`}
            label={t("fields.moduleDescription")}
            errors={errors[`modules.${mi}.description`]}
          >
            {(aria) => (
              <textarea
                {...aria}
                name={`modules.${mi}.description`}
                value={m.description}
                readOnly={readOnly}
                rows={2}
                onChange={(e) => patchModule(mi, { description: e.currentTarget.value })}
                className={`p-3 ${controlClass(false)}`}
              />
            )}
          </Field>
          <Field
            id={`m-${m.key}-count`}
            label={t("programme.sessionCount")}
            hint={t("programme.sessionCountHint")}
          >
            {(aria) => (
              <input
                {...aria}
                type="number"
                min={0}
                max={200}
                readOnly={readOnly}
                value={typed[m.key] ?? String(m.sessions.length)}
                onChange={(e) => setCount(mi, e.currentTarget.value)}
                onBlur={() => !pending && dropTyped(m.key)}
                className={`h-11 max-w-32 ${controlClass(false)}`}
              />
            )}
          </Field>
          <ol className="space-y-4">
            {m.sessions.map((s, si) => (
              <SessionRow
                key={s.key}
                session={s}
                at={`modules.${mi}.sessions.${si}`}
                number={si + 1}
                instructors={instructors}
                errors={errors}
                readOnly={readOnly || Boolean(s.locked)}
                onPatch={(patch) =>
                  patchModule(mi, { sessions: m.sessions.map((x, i) => (i === si ? { ...x, ...patch } : x)) })
                }
              />
            ))}
          </ol>
        </section>
      ))}
      {!readOnly && (
        <button
          type="button"
          className={buttonVariants({ variant: "secondary" })}
          onClick={() => change([...modules, emptyModule()])}
        >
          {t("programme.addModule")}
        </button>
      )}
      <ConfirmDialog
        open={pending !== null}
        title={t("programme.reduceTitle")}
        cancelLabel={t("cancel")}
        onCancel={cancel}
        actions={
          <button type="button" onClick={confirm} className={buttonVariants({ variant: "danger" })}>
            {t("programme.reduceConfirm")}
          </button>
        }
      >
        {t("programme.reduceQuestion", { count: surplus })}
      </ConfirmDialog>
    </div>
  );
}

function SessionRow({
  session: s,
  at,
  number,
  instructors,
  errors,
  readOnly,
  onPatch,
}: {
  session: SessionDraft;
  at: string;
  number: number;
  instructors: Instructor[];
  errors: FieldErrors;
  readOnly: boolean;
  onPatch: (patch: Partial<SessionDraft>) => void;
}) {
  const { t } = useTranslation("editor");
  const id = (name: string) => `${s.key}-${name}`;
  const box = (name: string) => `h-11 ${controlClass(Boolean(errors[`${at}.${name}`]))}`;
  // the duration follows the hours until the provider types one of their own
  const hours = (patch: Partial<SessionDraft>) => {
    const next = { ...s, ...patch };
    const auto =
      !s.duration_minutes || s.duration_minutes === String(minutesBetween(s.start_hour, s.end_hour));
    const minutes = minutesBetween(next.start_hour, next.end_hour);
    onPatch(auto && minutes > 0 ? { ...patch, duration_minutes: String(minutes) } : patch);
  };
  const input = (name: keyof SessionDraft, label: string, type = "text", required = true, extra = {}) => (
    <Field id={id(name)} label={label} required={required} errors={errors[`${at}.${name}`]}>
      {(aria) => (
        <input
          {...aria}
          {...extra}
          type={type}
          name={`${at}.${name}`}
          value={String(s[name] ?? "")}
          readOnly={readOnly}
          onChange={(e) =>
            name === "start_hour" || name === "end_hour"
              ? hours({ [name]: e.currentTarget.value })
              : onPatch({ [name]: e.currentTarget.value })
          }
          className={box(name)}
        />
      )}
    </Field>
  );
  return (
    <li className="rounded-xl border border-stone-200 p-4">
      <fieldset>
        <legend className="text-sm font-bold text-dark">
          {t("programme.session", { number })}
          {s.locked && <span className="ml-2 font-normal text-amber-800">{t("programme.locked")}</span>}
        </legend>
        {s.id && <input type="hidden" name={`${at}.id`} value={s.id} />}
        <div className="mt-2 grid gap-3 sm:grid-cols-2">
          {input("title", t("fields.sessionTitle"), "text", true, { maxLength: 200 })}
          <Field id={id("instructor")} label={t("fields.instructor")} errors={errors[`${at}.instructor_id`]}>
            {(aria) => (
              <>
                <select
                  {...aria}
                  name={readOnly ? undefined : `${at}.instructor_id`}
                  value={s.instructor_id}
                  disabled={readOnly}
                  onChange={(e) => onPatch({ instructor_id: e.currentTarget.value })}
                  className={box("instructor_id")}
                >
                  <option value="">{t("none")}</option>
                  {instructors.map((i) => (
                    <option key={i.id} value={i.id}>
                      {i.name}
                    </option>
                  ))}
                </select>
                {readOnly && <input type="hidden" name={`${at}.instructor_id`} value={s.instructor_id} />}
              </>
            )}
          </Field>
          {input("date", t("fields.date"), "date")}
          <div className="grid grid-cols-2 gap-3">
            {input("start_hour", t("fields.startHour"), "time")}
            {input("end_hour", t("fields.endHour"), "time")}
          </div>
          {input("duration_minutes", t("fields.duration"), "number", true, { min: 1, max: 1440 })}
        </div>
        <div className="mt-3">
          <Field
            id={id("description")}
            label={t("fields.sessionDescription")}
            errors={errors[`${at}.description`]}
          >
            {(aria) => (
              <textarea
                {...aria}
                name={`${at}.description`}
                value={s.description}
                readOnly={readOnly}
                rows={2}
                onChange={(e) => onPatch({ description: e.currentTarget.value })}
                className={`p-3 ${controlClass(false)}`}
              />
            )}
          </Field>
        </div>
      </fieldset>
    </li>
  );
}
