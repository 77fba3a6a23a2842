import { type CourseStatus, courseStatuses, type ownCourseList } from "@kursove/contracts";
import { pageOf } from "@kursove/contracts/domain/paging";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Form, Link, redirect, useActionData, useSearchParams } from "react-router";
import type { z } from "zod";
import { CourseStatusBadge } from "../../features/authoring/status-badge";
import { apiGet, callApi, toQuery } from "../../lib/api.server";
import { formatDate, formatMoney } from "../../lib/format";
import { guard } from "../../lib/guards.server";
import { localeOfPath, localizePath } from "../../lib/locale";
import { toast } from "../../lib/toast";
import { useLocale } from "../../lib/use-locale";
import { ButtonLink, buttonVariants } from "../../ui/button";
import { ConfirmDialog } from "../../ui/confirm-dialog";
import { Pagination } from "../../ui/pagination";
import type { Route } from "./+types/courses";

type CourseList = z.infer<typeof ownCourseList>;
const isStatus = (v: string | null): v is CourseStatus =>
  (courseStatuses as readonly string[]).includes(v ?? "");

/** The provider's courses, 20 a page, by status (EDITOR-LIST). */
export async function loader(args: Route.LoaderArgs) {
  await guard(args, ["provider", "locale"]);
  const url = new URL(args.request.url);
  const locale = localeOfPath(url.pathname);
  const status = url.searchParams.get("status");
  const page = pageOf(url);
  const query = new URLSearchParams({ status: isStatus(status) ? status : "", page: String(page) });
  const list = await apiGet<CourseList>(
    args.context,
    args.request,
    `/provider/courses${toQuery(query)}`,
    locale,
  );
  return { list, status: isStatus(status) ? status : null, page };
}

/** Duplicates a course (then opens the copy) or deletes one. */
export async function action(args: Route.ActionArgs) {
  await guard(args, ["provider", "locale"]);
  const locale = localeOfPath(new URL(args.request.url).pathname);
  const form = await args.request.formData();
  const id = String(form.get("id") ?? "");
  if (form.get("intent") === "duplicate") {
    const copy = await callApi<{ id: string }>(
      args.context,
      args.request,
      `/provider/courses/${id}/duplicate`,
      {
        method: "POST",
        locale,
      },
    );
    if (copy.ok) throw redirect(localizePath(`/dashboard/courses/${copy.data.id}?copied=1`, locale));
    return { ok: false, message: copy.error.message };
  }
  const gone = await callApi(args.context, args.request, `/provider/courses/${id}`, {
    method: "DELETE",
    locale,
  });
  return gone.ok ? { ok: true, message: "" } : { ok: false, message: gone.error.message };
}

const tabs = [null, "draft", "in_review", "approved", "rejected", "deleted"] as const;

export default function CoursesPage({ loaderData: { list, status, page } }: Route.ComponentProps) {
  const { t } = useTranslation("editor");
  const { t: common } = useTranslation();
  const { locale, to } = useLocale();
  const answer = useActionData<typeof action>();
  const [params, setParams] = useSearchParams();
  const [deleting, setDeleting] = useState<{ id: string; title: string } | null>(null);
  useEffect(() => {
    if (answer?.ok) toast.success(t("deleted"));
    else if (answer) toast.error(answer.message);
    setDeleting(null);
  }, [answer, t]);
  useEffect(() => {
    if (!params.get("deleted")) return;
    toast.success(t("deleted"));
    params.delete("deleted");
    setParams(params, { replace: true });
  }, [params, setParams, t]);
  const cell = "px-3 py-3 align-middle";
  const pill = "rounded-lg px-2.5 py-1.5 text-sm font-semibold ring-1 hover:bg-stone-50";
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-xl font-bold text-dark">{t("list.title")}</h2>
        <ButtonLink to={to("/dashboard/courses/new")}>{t("list.new")}</ButtonLink>
      </div>
      <nav aria-label={t("list.tabs")} className="-mx-1 overflow-x-auto border-b border-stone-200">
        <ul className="flex gap-1 px-1">
          {tabs.map((tab) => (
            <li key={tab ?? "all"}>
              <Link
                to={to(`/dashboard/courses${tab ? `?status=${tab}` : ""}`)}
                aria-current={tab === status ? "page" : undefined}
                className={`block whitespace-nowrap border-b-2 px-3 py-2.5 text-sm font-semibold ${tab === status ? "border-primary text-primary" : "border-transparent text-stone-700 hover:text-dark"}`}
              >
                {tab ? common(`status.course.${tab}`) : t("list.all")}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {list.data.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-stone-300 bg-white p-8 text-center">
          <p className="text-stone-700">{status ? t("list.emptyStatus") : t("list.empty")}</p>
          <ButtonLink to={to("/dashboard/courses/new")} className="mt-4">
            {t("list.new")}
          </ButtonLink>
        </div>
      ) : (
        <ul className="divide-y divide-stone-100 rounded-2xl border border-stone-200 bg-white shadow-sm">
          {list.data.map((c) => (
            <li key={c.id} className="flex flex-col gap-3 p-4 md:flex-row md:items-center">
              <div className="min-w-0 flex-1">
                <div className="flex flex-wrap items-center gap-2">
                  <Link
                    to={to(`/dashboard/courses/${c.id}`)}
                    className="break-words font-semibold text-dark hover:underline"
                  >
                    {c.title}
                  </Link>
                  <CourseStatusBadge status={c.status} />
                </div>
                <dl className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-stone-700">
                  <div className="flex gap-1">
                    <dt>{t("list.starts")}:</dt>
                    <dd>{c.starts_at ? formatDate(c.starts_at, locale, { dateStyle: "medium" }) : "—"}</dd>
                  </div>
                  <div className="flex gap-1">
                    <dt>{t("list.price")}:</dt>
                    <dd>{formatMoney(c.price, locale)}</dd>
                  </div>
                  <div className="flex gap-1">
                    <dt>{t("list.sold")}:</dt>
                    <dd>{t("list.soldOf", { sold: c.sold_count, capacity: c.capacity })}</dd>
                  </div>
                </dl>
              </div>
              <div className={`flex flex-wrap gap-2 ${cell} px-0`}>
                <Link
                  to={to(`/dashboard/courses/${c.id}`)}
                  className={`${pill} text-primary ring-stone-300`}
                  aria-label={`${t("actions.edit")}: ${c.title}`}
                >
                  {t("actions.edit")}
                </Link>
                <a
                  href={to(`/courses/${c.slug}`)}
                  className={`${pill} text-dark ring-stone-300`}
                  aria-label={`${t("actions.preview")}: ${c.title}`}
                >
                  {t("actions.preview")}
                </a>
                <Form method="post">
                  <input type="hidden" name="id" value={c.id} />
                  <button
                    type="submit"
                    name="intent"
                    value="duplicate"
                    className={`${pill} text-dark ring-stone-300`}
                    aria-label={`${t("actions.duplicate")}: ${c.title}`}
                  >
                    {t("actions.duplicate")}
                  </button>
                </Form>
                {c.status !== "deleted" && (
                  <button
                    type="button"
                    onClick={() => setDeleting({ id: c.id, title: c.title })}
                    className={`${pill} text-red-700 ring-red-200 hover:bg-red-50`}
                    aria-label={`${t("actions.delete")}: ${c.title}`}
                  >
                    {t("actions.delete")}
                  </button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      <Pagination page={page} totalPages={list.last_page} />
      <ConfirmDialog
        open={deleting !== null}
        title={t("deleteTitle")}
        cancelLabel={t("cancel")}
        onCancel={() => setDeleting(null)}
        actions={
          <Form method="post">
            <input type="hidden" name="id" value={deleting?.id ?? ""} />
            <button
              type="submit"
              name="intent"
              value="delete"
              className={buttonVariants({ variant: "danger" })}
            >
              {t("actions.confirmDelete")}
            </button>
          </Form>
        }
      >
        {t("deleteQuestion", { title: deleting?.title ?? "" })}
      </ConfirmDialog>
    </div>
  );
}
