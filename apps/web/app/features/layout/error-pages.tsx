import { useTranslation } from "react-i18next";
import { useLocale } from "../../lib/use-locale";
import { ButtonLink } from "../../ui/button";
import { Container } from "../../ui/container";

/** Oops heading, page-not-found message, a button back home; title "This page could not be found". */
export function NotFoundPage() {
  const { t } = useTranslation();
  const { to } = useLocale();
  return (
    <Container className="flex flex-col items-center py-24 text-center">
      <title>{t("notFound.title")}</title>
      <meta name="robots" content="noindex" />
      <p className="text-7xl font-black text-primary/80" aria-hidden="true">
        404
      </p>
      <h1 className="mt-2 text-4xl font-extrabold text-dark">{t("notFound.heading")}</h1>
      <p className="mt-3 max-w-md text-lg text-stone-600">{t("notFound.message")}</p>
      <ButtonLink to={to("/")} className="mt-8">
        {t("notFound.goHome")}
      </ButtonLink>
    </Container>
  );
}

/** MSG-COURSE-MISSING: the course page's own 404, with the way back to the catalogue. */
export function CourseNotFoundPage() {
  const { t } = useTranslation();
  const { to } = useLocale();
  return (
    <Container className="flex flex-col items-center py-24 text-center">
      <title>{t("courseNotFound.title")}</title>
      <meta name="robots" content="noindex" />
      <p className="text-7xl font-black text-primary/80" aria-hidden="true">
        404
      </p>
      <h1 className="mt-2 text-4xl font-extrabold text-dark">{t("courseNotFound.title")}</h1>
      <p className="mt-3 max-w-md text-lg text-stone-600">{t("courseNotFound.message")}</p>
      <ButtonLink to={to("/courses")} className="mt-8">
        {t("courseNotFound.toCatalogue")}
      </ButtonLink>
    </Container>
  );
}

export function ErrorPage({ status }: { status: number }) {
  const { t } = useTranslation();
  const { to } = useLocale();
  return (
    <Container className="flex flex-col items-center py-24 text-center">
      <title>{`${t("errorPage.title")} | ${t("brand")}`}</title>
      <p className="text-7xl font-black text-primary/80" aria-hidden="true">
        {status}
      </p>
      <h1 className="mt-2 text-4xl font-extrabold text-dark">{t("errorPage.heading")}</h1>
      <p className="mt-3 max-w-md text-lg text-stone-600">{t("errorPage.message")}</p>
      <ButtonLink to={to("/")} className="mt-8">
        {t("notFound.goHome")}
      </ButtonLink>
    </Container>
  );
}
