import { sofiaDateAndHour } from "@kursove/contracts/domain/sofia-time";
import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useFetcher, useFormAction, useNavigation } from "react-router";
import type { FieldErrors } from "./course-form";
import type { SaveAnswer } from "./editor.server";

type State = "idle" | "saving" | "saved" | "error" | "invalid";

/**
 * Draft autosave: 2 s after the last edit the form is posted to its own action through a
 * fetcher, unless the client finds it invalid. The page's form is never reset, so typed text stays.
 * An autosave and the Save button never post at once: rows saved for the first time get their ids from
 * the answer, and two posts of the same new rows would each create them (the later one replacing the
 * earlier, whose ids the page might keep). So the timer waits while the form is being saved, and the
 * Save button while an autosave is on its way (`inFlight`).
 */
export function useAutosave({
  enabled,
  validate,
  answer,
}: {
  enabled: boolean;
  validate: (form: FormData) => FieldErrors;
  answer: SaveAnswer | undefined;
}) {
  const fetcher = useFetcher<SaveAnswer>();
  const action = useFormAction();
  const formRef = useRef<HTMLFormElement>(null);
  const timer = useRef<number | undefined>(undefined);
  const [state, setState] = useState<State>("idle");
  const [savedAt, setSavedAt] = useState<string | null>(null);
  const [errors, setErrors] = useState<FieldErrors>(answer?.errors ?? {});
  const [message, setMessage] = useState(answer?.ok === false ? answer.message : undefined);
  const submit = fetcher.submit;
  const navigation = useNavigation();
  const saving = useRef(false);
  saving.current = navigation.state !== "idle";

  const schedule = useCallback(() => {
    if (!enabled) return;
    window.clearTimeout(timer.current);
    const run = () => {
      const form = formRef.current;
      if (!form) return;
      // the form is being saved with the Save button: its answer (with the new rows' ids) comes first
      if (saving.current) {
        timer.current = window.setTimeout(run, 500);
        return;
      }
      const data = new FormData(form);
      const found = validate(data);
      if (Object.keys(found).length > 0) {
        setErrors(found);
        setState("invalid");
        return;
      }
      setErrors({});
      data.set("intent", "autosave");
      setState("saving");
      void submit(data, { method: "post", action });
    };
    timer.current = window.setTimeout(run, 2000);
  }, [enabled, validate, submit, action]);

  useEffect(() => () => window.clearTimeout(timer.current), []);
  useEffect(() => {
    if (!fetcher.data || fetcher.state !== "idle") return;
    setErrors(fetcher.data.errors ?? {});
    setMessage(fetcher.data.ok ? undefined : fetcher.data.message);
    setState(fetcher.data.ok ? "saved" : "error");
    if (fetcher.data.savedAt) setSavedAt(fetcher.data.savedAt);
  }, [fetcher.data, fetcher.state]);
  useEffect(() => {
    if (!answer) return;
    setErrors(answer.errors ?? {});
    setMessage(answer.ok ? undefined : answer.message);
    if (answer.ok && answer.savedAt) {
      setSavedAt(answer.savedAt);
      setState("saved");
    }
  }, [answer]);

  return {
    formRef,
    schedule,
    errors,
    /** the API's refusal when it names no field (e.g. the course changed state meanwhile) */
    message: Object.keys(errors).length === 0 ? message : undefined,
    /** cancels a pending autosave when the form is sent with the Save button */
    cancel: () => window.clearTimeout(timer.current),
    /** an autosave is on its way: the Save button waits for its answer */
    inFlight: fetcher.state !== "idle",
    latest: fetcher.data,
    status: <AutosaveStatus enabled={enabled} state={state} savedAt={savedAt} />,
  };
}

function AutosaveStatus({
  enabled,
  state,
  savedAt,
}: {
  enabled: boolean;
  state: State;
  savedAt: string | null;
}) {
  const { t } = useTranslation("editor");
  if (!enabled) return null;
  const text =
    state === "saving"
      ? t("autosave.saving")
      : state === "error"
        ? t("autosave.error")
        : state === "invalid"
          ? t("autosave.invalid")
          : savedAt
            ? t("autosave.saved", { time: sofiaDateAndHour(savedAt).hour })
            : t("autosave.on");
  const tone = state === "error" || state === "invalid" ? "text-red-700" : "text-stone-600";
  return (
    <p role="status" aria-live="polite" className={`text-sm font-medium ${tone}`}>
      {text}
    </p>
  );
}
