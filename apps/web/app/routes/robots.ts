import type { Route } from "./+types/robots";

/** The query keys of the catalogue's facets; `price_` and `date_` stand for both ends of a range. */
const facetKeys = [
  "category_id=",
  "type=",
  "language=",
  "city=",
  "audience=",
  "provider=",
  "rating=",
  "price_",
  "date_",
  "q=",
];

/**
 * The catalogue's sorted and multi-facet addresses (CATALOGUE-CRAWL), as far as robots.txt patterns can say
 * it: a sort, a list key twice, or a facet after another one (both orders, `/*` for the English prefix).
 */
export const catalogueCombinations = [
  "/*courses?*sort=",
  "/*courses?*type=*&type=",
  "/*courses?*language=*&language=",
  ...facetKeys.flatMap((first) =>
    facetKeys.filter((other) => other !== first).map((other) => `/*courses?*${first}*&${other}`),
  ),
];

/** robots.txt: everything public may be indexed; personal areas, the API and filter combinations may not. */
export function loader({ request }: Route.LoaderArgs) {
  const origin = (process.env.PUBLIC_URL ?? new URL(request.url).origin).replace(/\/$/, "");
  const areas = [
    "/profile",
    "/admin",
    "/dashboard",
    "/lector",
    "/become-provider",
    "/become-lector",
    "/reauth",
    "/checkout",
    "/payment",
    "/cart/",
    "/sandbox/",
    "/login",
    "/sign-up",
    "/auth/",
  ];
  const personal = ["/api/", ...areas, ...areas.map((p) => `/en${p}`)];
  const body = [
    "User-agent: *",
    "Allow: /",
    ...[...personal, ...catalogueCombinations].map((p) => `Disallow: ${p}`),
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "public, max-age=3600" },
  });
}
