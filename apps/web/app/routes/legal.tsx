import { companyWords, fillTexts, pageTexts } from "../features/content/pages.server";
import { localeOfPath, stripLocale } from "../lib/locale";
import { seo } from "../lib/meta";
import { Container } from "../ui/container";
import { PageHeader } from "../ui/page-header";
import type { Route } from "./+types/legal";

const documents = {
  "/terms-of-use": "terms",
  "/privacy-policy": "privacy",
  "/cookie-policy": "cookies",
} as const;

/** The terms of use, privacy policy and cookie policy share one layout; the company is the settings'. */
export function loader({ request, context }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  const key = documents[stripLocale(pathname) as keyof typeof documents];
  const locale = localeOfPath(pathname);
  const words = companyWords(locale, context.company);
  return fillTexts(pageTexts(locale, key), words);
}

export const meta: Route.MetaFunction = ({ data, matches, location }) =>
  seo(matches, { title: data?.title ?? "", description: data?.intro, pathname: location.pathname });

export default function LegalPage({ loaderData: doc }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title={doc.title} intro={doc.updated} />
      <Container className="grid gap-10 py-12 lg:grid-cols-[16rem_1fr]">
        <nav aria-label={doc.title} className="hidden lg:block">
          <ol className="sticky top-24 space-y-2 text-sm">
            {doc.sections.map((section, i) => (
              <li key={section.heading}>
                <a href={`#section-${i + 1}`} className="text-stone-600 hover:text-primary">
                  {section.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <article className="max-w-3xl rounded-xl border border-stone-200 bg-white p-6 shadow-sm sm:p-10">
          <p className="text-lg leading-relaxed text-stone-700">{doc.intro}</p>
          {doc.sections.map((section, i) => (
            <section key={section.heading} id={`section-${i + 1}`} className="mt-8 scroll-mt-24">
              <h2 className="text-xl font-bold text-dark">{section.heading}</h2>
              <div className="prose-text mt-3 leading-relaxed text-stone-700">
                {section.body.map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
              </div>
            </section>
          ))}
        </article>
      </Container>
    </>
  );
}
