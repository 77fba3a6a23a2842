import { type RouteConfig, route } from "@react-router/dev/routes";

/** Every page once; each is registered in Bulgarian without a prefix and in English under /en (spec 2). */
const pages: [path: string, file: string][] = [
  ["/", "routes/home.tsx"],
  ["/courses", "routes/courses.tsx"],
  ["/courses/:slug", "routes/course.tsx"],
  ["/provider/:slug?", "routes/provider.tsx"],
  ["/how-it-works", "routes/how-it-works.tsx"],
  ["/faq", "routes/faq.tsx"],
  ["/contact-us", "routes/contact-us.tsx"],
  ["/terms-of-use", "routes/legal.tsx"],
  ["/privacy-policy", "routes/legal.tsx"],
  ["/cookie-policy", "routes/legal.tsx"],
  ["*", "routes/not-found.tsx"],
];

const idOf = (path: string) =>
  path === "*" ? "not-found" : path.replace(/[/:?]+/g, "-").replace(/^-|-$/g, "") || "home";

export default [
  route("/switch-locale", "routes/switch-locale.ts", { id: "switch-locale" }),
  ...pages.map(([path, file]) => route(path, file, { id: `bg.${idOf(path)}` })),
  ...pages.map(([path, file]) =>
    route(path === "/" ? "/en" : `/en${path === "*" ? "/*" : path}`, file, { id: `en.${idOf(path)}` }),
  ),
] satisfies RouteConfig;
