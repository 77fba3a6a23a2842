import { type Page as PageConfig, pages } from "../../apps/web/app/routes";
import { axeViolations, expect, type Page, signInDemo, test } from "./fixtures";

// EVERY-PAGE: every page of the app, read from the route list (so a new page cannot escape), as the role
// that may see it, has no WCAG 2.1 AA violation. A page that needs a token,
// a cart or a form post is listed with the journey that checks it.

type Role = "visitor" | "learner" | "provider" | "lector" | "admin";

/** Pages reached only through a step of a journey (a mailed token, a cart, a payment), and where they are checked. */
const elsewhere: Record<string, string> = {
  checkout: "checkout.spec.ts (expectAccessible on the checkout page)",
  payment: "checkout.spec.ts",
  "thank-you": "checkout.spec.ts (a redirect to the order)",
  "cart-add": "a form action, no page",
  "wishlist-save": "a form action, no page",
  "waitlist-join": "a form action, no page",
  reset: "accounts.spec.ts (the mailed reset link)",
  "verify-email": "accounts.spec.ts (the mailed verification link)",
  reauth: "payments.spec.ts (an expired onboarding link)",
  "sandbox-connect": "payments.spec.ts (the sandbox's onboarding page)",
  "sandbox-3ds": "checkout.spec.ts (the sandbox bank's page)",
  "not-found": "the visitor's run below (/no-such-page, /en/no-such-page)",
  "admin.revision": "course-journey.spec.ts (a change waiting for approval)",
  "admin.payout": "money.spec.ts (a payout made in the journey)",
  "profile.rate": "learner.spec.ts (rating a bought course)",
  certificate: "certificates.spec.ts (the public check of an issued certificate)",
};

const roleOf = (path: string): Role =>
  path.startsWith("/profile")
    ? "learner"
    : path.startsWith("/dashboard")
      ? "provider"
      : path.startsWith("/lector")
        ? "lector"
        : path.startsWith("/admin")
          ? "admin"
          : "visitor";

/** Every page as [id, full path], the layouts' index pages at the layout's own path. */
function flatten(list: PageConfig[], base = ""): [string, string][] {
  return list.flatMap((page): [string, string][] => {
    const path =
      page.path === undefined
        ? base
        : `${base === "/" ? "" : base}${page.path.startsWith("/") ? "" : "/"}${page.path}`;
    if (page.children) return flatten(page.children, path);
    return [[page.id, path.replace(/\/\?$/, "")]];
  });
}

const all = flatten(pages).map(([id, path]) => ({ id, path: path.replace(/\/:slug\?$/, "") || "/" }));

/** The address of a page: its own when it has no parameter, else the first matching link on its parent list. */
async function addressOf(page: Page, path: string, locale: "bg" | "en"): Promise<string | null> {
  const prefix = locale === "en" ? "/en" : "";
  const at = (p: string) => (p === "/" ? prefix || "/" : `${prefix}${p}`);
  if (!path.includes(":")) return at(path);
  const [parent] = path.split("/:");
  // the list that links the objects (the admin's course list opens on those waiting for review, the
  // lector's sessions on those to come, which have no attendance yet)
  const lists: Record<string, string> = {
    "/admin/courses": "/admin/courses?status=approved",
    "/lector/sessions": "/lector/sessions?when=past",
  };
  await page.goto(at(lists[parent ?? ""] ?? parent ?? "/"));
  const pattern = new RegExp(`^${at(parent ?? "")}/[^/?#]+`);
  const hrefs = await page
    .locator("main a[href]")
    .evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
  const found = hrefs.find((h) => pattern.test(h) && !h.endsWith("/new"));
  if (!found) return null;
  const object = found.match(pattern)?.[0] ?? found;
  return object + path.slice(path.indexOf(":")).replace(/^:[^/]+/, "");
}

/** Views of a page under a query of its own, checked after the page itself. */
const variants: Record<string, string[]> = {
  "/profile/calendar": ["?view=week"],
  "/lector/sessions": ["?when=past"],
  "/contact-us": ["?type=report"],
};

test("every page of the route list is visited here or named with the journey that checks it", () => {
  expect(Object.keys(elsewhere).filter((id) => !all.some((p) => p.id === id))).toEqual([]);
  expect(all.length).toBeGreaterThan(80);
});

// In both languages as a visitor; the signed-in areas in Bulgarian, the default (their English pages are
// the same components with the other catalog, and a full run of each took minutes of CI's budget)
const runs = [
  ["visitor", "bg"],
  ["visitor", "en"],
  ["learner", "bg"],
  ["provider", "bg"],
  ["lector", "bg"],
  ["admin", "bg"],
] as const;
for (const [role, locale] of runs)
  test(`${role} pages in ${locale === "bg" ? "Bulgarian" : "English"} have no WCAG 2.1 AA violations`, async ({
    page,
  }) => {
    test.setTimeout(240_000);
    if (role !== "visitor") await signInDemo(page, `${role}@example.com`);
    else await page.goto("/");
    await page.evaluate(() => localStorage.setItem("cookieAccepted", "true"));
    const mine = all.filter((p) => !elsewhere[p.id] && roleOf(p.path) === role);
    expect(mine.length).toBeGreaterThan(0);
    const problems: string[] = [];
    for (const { id, path } of mine) {
      const address = await addressOf(page, path, locale);
      if (!address) {
        problems.push(`${id}: no ${path} object linked from its list`);
        continue;
      }
      const answer = await page.goto(address);
      if (!answer || answer.status() >= 400) {
        problems.push(`${id}: ${address} answered ${answer?.status()}`);
        continue;
      }
      problems.push(...(await axeViolations(page)));
      for (const query of variants[path] ?? []) {
        await page.goto(address + query);
        problems.push(...(await axeViolations(page)));
      }
    }
    // the page-not-found page, in the language of the run
    if (role === "visitor") {
      await page.goto(locale === "en" ? "/en/no-such-page" : "/no-such-page");
      problems.push(...(await axeViolations(page)));
    }
    expect(problems).toEqual([]);
  });
