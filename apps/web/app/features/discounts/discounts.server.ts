import type { DiscountCodePage } from "@kursove/contracts";
import { parseMoney } from "@kursove/contracts/domain/money-input";
import { pageOf } from "@kursove/contracts/domain/paging";
import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from "react-router";
import { apiGet, callApi } from "../../lib/api.server";
import { i18nFor } from "../../lib/i18n";
import { localeOfPath } from "../../lib/locale";
import { uuidPattern } from "../../lib/uuid";

/** Whose codes a page manages: a provider's own (/dashboard) or the platform's (/admin). */
export type CodeArea = "provider" | "admin";
type OwnCourses = { data: { id: string; title: string }[]; last_page: number };

/** What the form answers: a message, the API's errors per field, and the values typed, to keep them. */
export type CodeAnswer = {
  ok: boolean;
  message: string;
  errors: Record<string, string[]>;
  values: Record<string, string | string[]>;
};

/** One page of codes, and for a provider its approved courses a code may be limited to. */
export async function loadCodes(args: Pick<LoaderFunctionArgs, "request" | "context">, area: CodeArea) {
  const url = new URL(args.request.url);
  const locale = localeOfPath(url.pathname);
  const page = pageOf(url);
  const [codes, courses] = await Promise.all([
    apiGet<DiscountCodePage>(args.context, args.request, `/${area}/discount-codes?page=${page}`, locale),
    area === "provider"
      ? apiGet<OwnCourses>(args.context, args.request, "/provider/courses?status=approved", locale)
      : Promise.resolve({ data: [], last_page: 1 }),
  ]);
  const edit = url.searchParams.get("edit") ?? "";
  return {
    codes,
    courses: courses.data.map((c) => ({ id: c.id, title: c.title })),
    page,
    // the code being changed (DISCOUNT-EDIT): one of this page's, not disabled
    editing: codes.data.find((c) => c.id === edit && c.status !== "disabled"),
    changed: url.searchParams.get("changed"),
  };
}

/**
 * Creates a code from the form, changes one (intent "update", with PUT; back to the list with
 * `changed` on success, DISCOUNT-EDIT) or disables one (intent "disable").
 */
export async function saveCode(
  args: Pick<ActionFunctionArgs, "request" | "context">,
  area: CodeArea,
  form: FormData,
): Promise<CodeAnswer> {
  const locale = localeOfPath(new URL(args.request.url).pathname);
  const { t } = i18nFor(locale);
  const text = (name: string) => String(form.get(name) ?? "").trim();
  if (text("intent") === "disable") {
    const id = text("id");
    const result = uuidPattern.test(id)
      ? await callApi(args.context, args.request, `/${area}/discount-codes/${id}`, {
          method: "DELETE",
          locale,
        })
      : null;
    const ok = Boolean(result?.ok);
    const message = ok
      ? t("discounts:disabled")
      : result && !result.ok
        ? result.error.message
        : t("discounts:failed");
    return { ok, message, errors: {}, values: {} };
  }
  const kind = text("kind") === "amount" ? "amount" : "percent";
  const values = {
    code: text("code"),
    kind,
    value: text("value"),
    valid_from: text("valid_from"),
    valid_to: text("valid_to"),
    max_uses: text("max_uses"),
    max_uses_per_buyer: text("max_uses_per_buyer"),
    first_purchase_only: text("first_purchase_only"),
    course_ids: form
      .getAll("course_ids")
      .map(String)
      .filter((id) => uuidPattern.test(id)),
  };
  // an amount is typed in euro ("12,50"), a percentage as a whole number
  const amount = kind === "amount" ? parseMoney(values.value) : Number(values.value);
  if (amount === null || amount === "invalid" || !Number.isInteger(amount) || values.value === "") {
    const message = t("errors:field.invalid_number");
    return { ok: false, message: t("errors:fill_all_fields"), errors: { value: [message] }, values };
  }
  const id = text("id");
  const updating = text("intent") === "update";
  if (updating && !uuidPattern.test(id))
    return { ok: false, message: t("discounts:failed"), errors: {}, values };
  const result = await callApi(
    args.context,
    args.request,
    `/${area}/discount-codes${updating ? `/${id}` : ""}`,
    {
      method: updating ? "PUT" : "POST",
      locale,
      body: {
        code: values.code,
        kind,
        value: amount,
        course_ids: values.course_ids,
        valid_from: values.valid_from || null,
        valid_to: values.valid_to || null,
        max_uses: values.max_uses || null,
        max_uses_per_buyer: values.max_uses_per_buyer || null,
        first_purchase_only: values.first_purchase_only === "on",
      },
    },
  );
  if (result.ok && updating) {
    const url = new URL(args.request.url);
    const page = pageOf(url);
    const query = new URLSearchParams({ ...(page > 1 ? { page: String(page) } : {}), changed: values.code });
    throw redirect(`${url.pathname}?${query}`);
  }
  if (result.ok)
    return { ok: true, message: t("discounts:created", { code: values.code }), errors: {}, values: {} };
  return { ok: false, message: result.error.message, errors: result.error.errors ?? {}, values };
}
