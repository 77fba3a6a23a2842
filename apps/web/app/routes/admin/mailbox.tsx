import { pageOf } from "@kursove/contracts/domain/paging";
import { useTranslation } from "react-i18next";
import { Form, useSearchParams } from "react-router";
import { apiGet, toQuery } from "../../lib/api.server";
import { formatDate } from "../../lib/format";
import { guard } from "../../lib/guards.server";
import { localeOfPath } from "../../lib/locale";
import { useLocale } from "../../lib/use-locale";
import { buttonVariants } from "../../ui/button";
import { Pagination } from "../../ui/pagination";
import type { Route } from "./+types/mailbox";

type Mail = {
  id: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  attachments: { filename: string; content_type: string; size: number }[];
  created_at: string;
};

/** The dev mailbox: mail delivered while SMTP_URL is unset, readable by admins. */
export async function loader(args: Route.LoaderArgs) {
  await guard(args, ["admin", "locale"]);
  const url = new URL(args.request.url);
  const params = new URLSearchParams();
  for (const key of ["to", "page"]) {
    const value = url.searchParams.get(key);
    if (value) params.set(key, value);
  }
  const mail = await apiGet<{ data: Mail[]; last_page: number }>(
    args.context,
    args.request,
    `/admin/mailbox${toQuery(params)}`,
    localeOfPath(url.pathname),
  );
  return { ...mail, page: pageOf(url) };
}

export default function Mailbox({ loaderData: { data, last_page, page } }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const [params] = useSearchParams();
  return (
    <div>
      <h2 className="text-xl font-bold text-dark">{t("admin.mailbox")}</h2>
      <p className="mt-1 text-stone-600">{t("admin.mailboxIntro")}</p>
      <Form method="get" className="mt-4 flex max-w-lg gap-2">
        <label htmlFor="mail-to" className="sr-only">
          {t("admin.filter")}
        </label>
        <input
          id="mail-to"
          name="to"
          type="search"
          defaultValue={params.get("to") ?? ""}
          placeholder={t("admin.filter")}
          className="h-11 flex-1 rounded-lg border border-stone-300 bg-white px-3"
        />
        <button type="submit" className={buttonVariants({ variant: "primary" })}>
          {t("admin.filterSubmit")}
        </button>
      </Form>
      {data.length === 0 ? (
        <p className="mt-6 rounded-xl border border-dashed border-stone-300 bg-white p-8 text-center text-stone-600">
          {t("admin.empty")}
        </p>
      ) : (
        <ul className="mt-6 space-y-3">
          {data.map((mail) => (
            <li key={mail.id} className="rounded-xl border border-stone-200 bg-white">
              <details>
                <summary className="flex cursor-pointer flex-col gap-1 p-4 sm:flex-row sm:items-center sm:justify-between">
                  <span className="font-semibold text-dark">{mail.subject}</span>
                  <span className="text-sm text-stone-600">
                    {t("admin.to")}: {mail.to} ·{" "}
                    <time dateTime={mail.created_at}>
                      {formatDate(mail.created_at, locale, { dateStyle: "medium", timeStyle: "short" })}
                    </time>
                  </span>
                </summary>
                <pre className="whitespace-pre-wrap break-words border-t border-stone-200 p-4 font-sans text-sm text-stone-800">
                  {mail.text}
                </pre>
                {mail.attachments.length > 0 && (
                  <section
                    aria-label={t("admin.attachments")}
                    className="border-t border-stone-200 p-4 text-sm text-stone-700"
                  >
                    <h3 className="font-semibold text-dark">{t("admin.attachments")}</h3>
                    <ul className="mt-1 space-y-0.5">
                      {mail.attachments.map((file) => (
                        <li key={file.filename}>
                          {file.filename} ({file.content_type}, {Math.max(1, Math.round(file.size / 1024))}{" "}
                          KB)
                        </li>
                      ))}
                    </ul>
                  </section>
                )}
              </details>
            </li>
          ))}
        </ul>
      )}
      <Pagination page={page} totalPages={last_page} />
    </div>
  );
}
