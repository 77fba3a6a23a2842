import { contactLimits, contactTypes, isContactPageUrl } from "@kursove/contracts";

/**
 * The contact form's starting values: the signed-in user's name and email, the topic of `?type=` (a
 * report) and the page an issue is reported from (`?page=`), each dropped when it is not valid.
 */
export function contactDefaults(url: URL, user: { name: string; email: string } | null | undefined) {
  const type = url.searchParams.get("type") ?? "";
  const page = (url.searchParams.get("page") ?? "").trim();
  return {
    type: (contactTypes as readonly string[]).includes(type) ? type : "",
    name: user?.name ?? "",
    email: user?.email ?? "",
    page_url: page.length <= contactLimits.pageUrlMax && isContactPageUrl(page) ? page : "",
  };
}
