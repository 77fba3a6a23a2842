import { useTranslation } from "react-i18next";
import { loadBecomeProvider, saveBecomeProvider } from "../features/providers/onboarding.server";
import { RequestRejected, RequestSent } from "../features/providers/request-notices";
import { StepContent } from "../features/providers/step-content";
import { Stepper, stepKeys } from "../features/providers/stepper";
import { loadCountries } from "../lib/countries.server";
import { i18nFor } from "../lib/i18n";
import { localeOfPath } from "../lib/locale";
import { seo } from "../lib/meta";
import { useLocale } from "../lib/use-locale";
import { Container } from "../ui/container";
import type { Route } from "./+types/become-provider";

/** Become provider: four steps saved between visits, a review, then the request awaits an administrator. */
export async function loader(args: Route.LoaderArgs) {
  const locale = localeOfPath(new URL(args.request.url).pathname);
  const [page, placeCountries] = await Promise.all([loadBecomeProvider(args), loadCountries(args, locale)]);
  return { ...page, placeCountries, title: i18nFor(locale).t("provider:become.title") };
}

export const action = (args: Route.ActionArgs) => saveBecomeProvider(args);

export const meta: Route.MetaFunction = ({ data, matches, location }) =>
  seo(matches, { title: data?.title ?? "", pathname: location.pathname, noindex: true });

export default function BecomeProvider({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("provider");
  const { to } = useLocale();
  if (loaderData.kind === "done") {
    return (
      <Container className="py-10 sm:py-14">
        <RequestSent />
      </Container>
    );
  }
  const { request, step } = loaderData;
  const href = (n: number) => `${to("/become-provider")}?step=${n}`;
  return (
    <Container className="py-8 sm:py-12">
      <div className="mx-auto max-w-3xl">
        <p className="text-sm font-semibold uppercase tracking-wide text-primary">{t("become.kicker")}</p>
        <h1 className="text-2xl font-extrabold text-dark sm:text-3xl">{t("become.title")}</h1>
        <p className="mt-2 text-stone-600">{t("become.intro")}</p>
        {request.rejection && <RequestRejected rejection={request.rejection} />}
        <div className="mt-6">
          <Stepper current={step} reached={request.step} href={href} />
        </div>
        <section
          aria-labelledby="step-heading"
          className="mt-6 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-8"
        >
          <h2 id="step-heading" className="text-xl font-bold text-dark">
            {t("become.stepOf", { step, count: stepKeys.length })}: {t(`become.steps.${stepKeys[step - 1]}`)}
          </h2>
          <p className="mt-1 text-stone-600">{t(`become.stepIntro.${stepKeys[step - 1]}`)}</p>
          <div className="mt-6">
            <StepContent key={step} step={step} request={request} href={href} />
          </div>
        </section>
      </div>
    </Container>
  );
}
