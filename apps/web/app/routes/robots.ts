import type { Route } from "./+types/robots";

/** robots.txt: everything public may be indexed; personal areas and the API may not. */
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
    ...personal.map((p) => `Disallow: ${p}`),
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "public, max-age=3600" },
  });
}
