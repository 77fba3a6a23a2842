import type { ProviderRequest } from "@kursove/contracts";
import { useTranslation } from "react-i18next";
import { Form, Link, useNavigation } from "react-router";
import { useCountries } from "../../lib/countries";
import { ButtonLink, buttonVariants } from "../../ui/button";
import { useFieldMessage } from "../../ui/field";
import { requestGroups } from "./request-groups";
import { stepKeys } from "./stepper";

/** Everything the request holds, step by step, with a link back to change each step. */
export function RequestReview({
  request,
  href,
}: {
  request: ProviderRequest;
  href: (step: number) => string;
}) {
  const { t } = useTranslation("provider");
  const countries = useCountries();
  const cityName = (id: number | null) =>
    countries.flatMap((c) => c.cities).find((c) => c.id === id)?.name ?? "—";
  return (
    <div className="space-y-4">
      {requestGroups.map((group) => (
        <section
          key={group.key}
          aria-labelledby={`review-${group.key}`}
          className="rounded-xl border border-stone-200 p-4"
        >
          <div className="flex items-center justify-between gap-3">
            <h3 id={`review-${group.key}`} className="font-bold text-dark">
              {t(`become.steps.${group.key}`)}
            </h3>
            <Link
              to={href(group.step)}
              aria-label={`${t("become.edit")}: ${t(`become.steps.${group.key}`)}`}
              className="rounded-lg px-3 py-1.5 text-sm font-semibold text-primary underline-offset-2 hover:underline"
            >
              {t("become.edit")}
            </Link>
          </div>
          <dl className="mt-2 grid gap-x-6 gap-y-2 sm:grid-cols-[12rem_1fr]">
            {group.fields.map((name) => (
              <div key={name} className="contents">
                <dt className="text-sm font-semibold text-stone-600">{t(`fields.${name}`)}</dt>
                <dd className="whitespace-pre-line break-words text-stone-900">
                  {name === "city_id" ? cityName(request.data.city_id) : request.data[name] || "—"}
                </dd>
              </div>
            ))}
            {group.key === "profile" && (
              <div className="contents">
                <dt className="text-sm font-semibold text-stone-600">{t("fields.logo")}</dt>
                <dd>
                  {request.logo ? (
                    <img
                      src={request.logo}
                      alt={t("fields.logoPreview")}
                      width={80}
                      height={80}
                      className="h-20 w-20 rounded-xl border border-stone-200 object-contain"
                    />
                  ) : (
                    "—"
                  )}
                </dd>
              </div>
            )}
          </dl>
        </section>
      ))}
    </div>
  );
}

/** The last step: the whole request, a refusal of the API when sending failed, and Send for approval. */
export function ReviewStep({
  request,
  href,
  failed,
}: {
  request: ProviderRequest;
  href: (n: number) => string;
  failed: { message: string; errors?: Record<string, string[]> } | undefined;
}) {
  const { t } = useTranslation("provider");
  const message = useFieldMessage();
  const navigation = useNavigation();
  return (
    <Form method="post" className="space-y-6">
      <input type="hidden" name="step" value={stepKeys.length} />
      {failed && (
        <div
          role="alert"
          className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
        >
          <p className="font-semibold">{failed.message}</p>
          {failed.errors && (
            <ul className="mt-2 list-disc pl-5">
              {Object.entries(failed.errors).map(([name, list]) => (
                <li key={name}>
                  {t(`fields.${name}`, { defaultValue: name })}: {list.map(message).join(" ")}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      <RequestReview request={request} href={href} />
      <p className="text-sm text-stone-600">{t("become.submitNote")}</p>
      <div className="flex flex-col-reverse gap-3 border-t border-stone-200 pt-5 sm:flex-row sm:justify-between">
        <ButtonLink to={href(stepKeys.length - 1)} variant="secondary">
          ← {t("become.back")}
        </ButtonLink>
        <button
          type="submit"
          name="intent"
          value="submit"
          disabled={navigation.state !== "idle"}
          className={buttonVariants({ variant: "primary", className: "text-base" })}
        >
          {t("become.submit")}
        </button>
      </div>
    </Form>
  );
}
