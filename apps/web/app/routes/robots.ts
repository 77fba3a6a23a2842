import type { Route } from "./+types/robots";

/** robots.txt: everything public may be indexed; personal areas and the API may not. */
export function loader({ request }: Route.LoaderArgs) {
  const origin = (process.env.PUBLIC_URL ?? new URL(request.url).origin).replace(/\/$/, "");
  const personal = [
    "/api/",
    "/profile",
    "/admin",
    "/login",
    "/sign-up",
    "/auth/",
    "/en/profile",
    "/en/admin",
    "/en/login",
    "/en/sign-up",
    "/en/auth/",
  ];
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
