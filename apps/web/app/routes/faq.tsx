import { pageTexts } from "../features/content/pages.server";
import { localeOfPath } from "../lib/locale";
import { seo } from "../lib/meta";
import { Container } from "../ui/container";
import { PageHeader } from "../ui/page-header";
import type { Route } from "./+types/faq";

export function loader({ request }: Route.LoaderArgs) {
  return pageTexts(localeOfPath(new URL(request.url).pathname), "faq");
}

export const meta: Route.MetaFunction = ({ data, matches, location }) =>
  seo(matches, { title: data?.title ?? "", description: data?.intro, pathname: location.pathname });

export default function Faq({ loaderData: page }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title={page.title} intro={page.intro} />
      <Container className="grid gap-10 py-12 lg:grid-cols-[16rem_1fr]">
        <nav aria-label={page.title} className="hidden lg:block">
          <ul className="sticky top-24 space-y-2 text-sm">
            {page.groups.map((group, i) => (
              <li key={group.heading}>
                <a href={`#faq-${i}`} className="text-stone-600 hover:text-primary">
                  {group.heading}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="space-y-10">
          {page.groups.map((group, i) => (
            <section key={group.heading} id={`faq-${i}`} aria-labelledby={`faq-${i}-heading`}>
              <h2 id={`faq-${i}-heading`} className="text-xl font-bold text-dark">
                {group.heading}
              </h2>
              <div className="mt-4 divide-y divide-stone-200 rounded-xl border border-stone-200 bg-white">
                {group.items.map((item) => (
                  <details key={item.q} className="group p-5 [&_summary::-webkit-details-marker]:hidden">
                    <summary className="flex cursor-pointer items-start justify-between gap-4 font-semibold text-dark">
                      {item.q}
                      <span
                        className="mt-0.5 text-primary transition group-open:rotate-45"
                        aria-hidden="true"
                      >
                        +
                      </span>
                    </summary>
                    <p className="mt-3 leading-relaxed text-stone-600">{item.a}</p>
                  </details>
                ))}
              </div>
            </section>
          ))}
        </div>
      </Container>
    </>
  );
}
