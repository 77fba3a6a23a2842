import { useTranslation } from "react-i18next";

const starPath = "M10 1.5l2.6 5.4 5.9.8-4.3 4.1 1 5.8L10 14.8l-5.2 2.8 1-5.8L1.5 7.7l5.9-.8z";

/**
 * A required 1..5 star rating as a native radio group: arrow keys move between the stars, each star is
 * labelled "1 звезда".."5 звезди", and the focused star gets a visible outline. Without JavaScript the
 * chosen star is outlined; with it the stars fill up to the choice.
 */
export function StarInput({
  name,
  legend,
  value,
  onChange,
  error,
}: {
  name: string;
  legend: string;
  value: number | null;
  onChange: (value: number) => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation("rating");
  const errorId = `${name}-error`;
  return (
    <fieldset
      id={`${name}-group`}
      aria-describedby={error ? errorId : undefined}
      tabIndex={-1}
      className="rounded-lg focus:outline-none"
    >
      <legend className="mb-1 text-sm font-semibold text-stone-800">
        {legend}
        <span className="text-red-700" aria-hidden="true">
          {" "}
          *
        </span>
        <span className="sr-only"> ({t("form.required")})</span>
      </legend>
      <div className="flex flex-wrap items-center gap-1">
        {[1, 2, 3, 4, 5].map((star) => (
          <label
            key={star}
            className="flex h-11 w-11 cursor-pointer items-center justify-center rounded-lg has-checked:bg-amber-50 has-checked:ring-1 has-checked:ring-amber-400 has-focus-visible:outline-2 has-focus-visible:outline-offset-1 has-focus-visible:outline-primary"
          >
            <input
              type="radio"
              name={name}
              value={star}
              checked={value === star}
              onChange={() => onChange(star)}
              className="sr-only"
            />
            <svg
              viewBox="0 0 20 20"
              aria-hidden="true"
              className={`h-8 w-8 ${value !== null && star <= value ? "fill-accent" : "fill-stone-300"}`}
            >
              <path d={starPath} />
            </svg>
            <span className="sr-only">{t("star", { count: star })}</span>
          </label>
        ))}
        <span className="ml-2 text-sm text-stone-600" aria-hidden="true">
          {value ? t("chosen", { value }) : ""}
        </span>
      </div>
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
