import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { useLocale } from "../../lib/use-locale";
import { Container } from "../../ui/container";
import { Logo } from "./logo";

/**
 * The social networks' icons are symbols of one static file (`public/icons/social.svg`), cached by the
 * browser, not paths in the script every page loads (P5, ADR 048).
 */
const social = [
  { name: "Facebook", href: "https://www.facebook.com/kursove.bg", icon: "facebook" },
  { name: "Instagram", href: "https://www.instagram.com/kursove.bg", icon: "instagram" },
  { name: "LinkedIn", href: "https://www.linkedin.com/company/kursove-bg", icon: "linkedin" },
  { name: "YouTube", href: "https://www.youtube.com/@kursove", icon: "youtube" },
];

/** Footer: how it works, FAQ, contacts, social links, terms, cookie policy, office mail and go-to-top. */
export function SiteFooter({ officeEmail }: { officeEmail: string }) {
  const { t } = useTranslation();
  const { to } = useLocale();
  const year = new Date().getFullYear();
  const location = useLocation();
  // a reported issue carries the page it was reported from (not the contact page itself)
  const here = location.pathname.replace(/^\/en(?=\/|$)/, "") || "/";
  const reportHref = `${to("/contact-us")}?type=report${here === "/contact-us" ? "" : `&page=${encodeURIComponent(location.pathname + location.search)}`}`;
  const link = "text-sm text-stone-300 hover:text-white";
  return (
    <footer className="mt-20 bg-dark text-stone-200">
      <Container className="grid gap-10 py-12 md:grid-cols-5">
        <div className="md:col-span-2">
          <div className="flex items-center gap-2">
            <Logo />
            <span className="text-xl font-extrabold text-white">{t("brand")}</span>
          </div>
          <p className="mt-3 max-w-md text-sm text-stone-300">{t("footer.about")}</p>
          <a
            href={`mailto:${officeEmail}`}
            className="mt-4 inline-block text-sm font-semibold text-accent hover:underline"
          >
            {officeEmail}
          </a>
          <ul className="mt-5 flex gap-3" aria-label={t("footer.social")}>
            {social.map((s) => (
              <li key={s.name}>
                <a
                  href={s.href}
                  rel="noopener noreferrer"
                  target="_blank"
                  className="flex h-9 w-9 items-center justify-center rounded-full bg-white/10 text-white hover:bg-white/20"
                >
                  <span className="sr-only">{s.name}</span>
                  <svg className="h-4 w-4" aria-hidden="true">
                    <use href={`/icons/social.svg#${s.icon}`} />
                  </svg>
                </a>
              </li>
            ))}
          </ul>
        </div>
        <nav aria-label={t("footer.discover")}>
          <h2 className="text-sm font-bold uppercase tracking-wide text-white">{t("footer.discover")}</h2>
          <ul className="mt-3 space-y-2">
            <li>
              <Link className={link} to={to("/consumers")}>
                {t("nav.consumers")}
              </Link>
            </li>
            <li>
              <Link className={link} to={to("/business")}>
                {t("nav.business")}
              </Link>
            </li>
            <li>
              <Link className={link} to={to("/kids")}>
                {t("nav.kids")}
              </Link>
            </li>
            <li>
              <Link className={link} to={to("/open-courses")}>
                {t("nav.openCourses")}
              </Link>
            </li>
          </ul>
        </nav>
        <nav aria-label={t("footer.help")}>
          <h2 className="text-sm font-bold uppercase tracking-wide text-white">{t("footer.help")}</h2>
          <ul className="mt-3 space-y-2">
            <li>
              <Link className={link} to={to("/how-it-works")}>
                {t("nav.howItWorks")}
              </Link>
            </li>
            <li>
              <Link className={link} to={to("/faq")}>
                {t("nav.faq")}
              </Link>
            </li>
            <li>
              <Link className={link} to={to("/contact-us")}>
                {t("nav.contact")}
              </Link>
            </li>
            <li>
              <Link className={link} to={to("/blog")}>
                {t("nav.blog")}
              </Link>
            </li>
            <li>
              <Link className={link} to={to("/guides")}>
                {t("nav.guides")}
              </Link>
            </li>
            <li>
              <Link className={link} to={reportHref}>
                {t("nav.reportIssue")}
              </Link>
            </li>
          </ul>
        </nav>
        <nav aria-label={t("footer.legal")}>
          <h2 className="text-sm font-bold uppercase tracking-wide text-white">{t("footer.legal")}</h2>
          <ul className="mt-3 space-y-2">
            <li>
              <Link className={link} to={to("/terms-of-use")}>
                {t("nav.terms")}
              </Link>
            </li>
            <li>
              <Link className={link} to={to("/privacy-policy")}>
                {t("nav.privacy")}
              </Link>
            </li>
            <li>
              <Link className={link} to={to("/cookie-policy")}>
                {t("nav.cookies")}
              </Link>
            </li>
          </ul>
        </nav>
      </Container>
      <div className="border-t border-white/10">
        <Container className="flex flex-col items-center justify-between gap-3 py-5 text-xs text-stone-400 sm:flex-row">
          <p>{t("footer.copyright", { year })}</p>
          <a href="#top" className="rounded-md px-2 py-1 font-semibold text-stone-200 hover:bg-white/10">
            {t("footer.goToTop")} ↑
          </a>
        </Container>
      </div>
    </footer>
  );
}
