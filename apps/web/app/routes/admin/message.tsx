import type { ContactMessageDetail } from "@kursove/contracts";
import { localeInfo } from "@kursove/i18n";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { data, Form, Link, useActionData, useNavigation } from "react-router";
import { ContactStatusBadge, ContactTypeLabel } from "../../features/contact/message-format";
import { apiGet, callApi } from "../../lib/api.server";
import type { FormAnswer } from "../../lib/form-answer";
import { formatDate } from "../../lib/format";
import { guard } from "../../lib/guards.server";
import { i18nFor } from "../../lib/i18n";
import { localeOfPath } from "../../lib/locale";
import { seo } from "../../lib/meta";
import { useLocale } from "../../lib/use-locale";
import { uuidPattern } from "../../lib/uuid";
import { AnswerNotice } from "../../ui/answer-notice";
import { buttonVariants } from "../../ui/button";
import type { Route } from "./+types/message";

const intents = ["resolved", "read", "note"] as const;
type Intent = (typeof intents)[number];

/** One contact message: who sent it, from where, its text; resolve or reopen it with a note. */
export async function loader(args: Route.LoaderArgs) {
  await guard(args, ["admin", "locale"]);
  const locale = localeOfPath(new URL(args.request.url).pathname);
  if (!uuidPattern.test(args.params.id)) throw data({ message: "Not found" }, { status: 404 });
  const message = await apiGet<ContactMessageDetail>(
    args.context,
    args.request,
    `/admin/contact-messages/${args.params.id}`,
    locale,
  );
  return { message, title: i18nFor(locale).t("contact:detail.title", { name: message.name }) };
}

export const meta: Route.MetaFunction = ({ data, matches, location }) =>
  seo(matches, { title: data?.title ?? "", pathname: location.pathname, noindex: true });

/** Marks the message resolved, reopens it, or saves the note alone (keeping the state). */
export async function action(args: Route.ActionArgs): Promise<FormAnswer<Intent>> {
  await guard(args, ["admin", "locale"]);
  const locale = localeOfPath(new URL(args.request.url).pathname);
  const { t } = i18nFor(locale);
  const form = await args.request.formData();
  const raw = String(form.get("intent") ?? "");
  const intent: Intent = (intents as readonly string[]).includes(raw) ? (raw as Intent) : "note";
  const note = String(form.get("admin_note") ?? "");
  const values = { admin_note: note };
  if (!uuidPattern.test(args.params.id) || intent !== raw)
    return { form: intent, ok: false, message: t("contact:detail.failed"), errors: {}, values };
  const current = form.get("current") === "resolved" ? "resolved" : "read";
  const result = await callApi<ContactMessageDetail>(
    args.context,
    args.request,
    `/admin/contact-messages/${args.params.id}`,
    { method: "PUT", locale, body: { status: intent === "note" ? current : intent, admin_note: note } },
  );
  if (result.ok)
    return { form: intent, ok: true, message: t(`contact:detail.done.${intent}`), errors: {}, values };
  return {
    form: intent,
    ok: false,
    message: result.error.message || t("contact:detail.failed"),
    errors: result.error.errors ?? {},
    values,
  };
}

export default function AdminMessage({ loaderData: { message } }: Route.ComponentProps) {
  const { t } = useTranslation("contact");
  const { locale, to } = useLocale();
  const answer = useActionData<typeof action>();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const notice = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (answer) notice.current?.focus();
  }, [answer]);
  const when = (iso: string) => formatDate(iso, locale, { dateStyle: "long", timeStyle: "short" });
  // the reply is written in the sender's language
  const subject = t("detail.replySubject", {
    lng: message.locale,
    type: t(`types.${message.type}`, { lng: message.locale }),
  });
  const mailto = `mailto:${message.email}?subject=${encodeURIComponent(subject)}`;
  // a path of this site opens as it was sent (in the sender's language); other addresses in a new tab
  const pageHref = message.page_url?.startsWith("/") ? message.page_url : null;
  const noteErrors = answer && !answer.ok ? answer.errors.admin_note : undefined;
  const resolved = message.status === "resolved";
  return (
    <div className="space-y-5">
      <Link
        to={to("/admin/messages")}
        className="inline-flex items-center gap-1 text-sm font-semibold text-primary underline-offset-2 hover:underline"
      >
        <span aria-hidden="true">←</span> {t("detail.back")}
      </Link>
      <div className="flex flex-wrap items-center gap-3">
        <h2 className="text-xl font-bold text-dark">{t("detail.title", { name: message.name })}</h2>
        <ContactStatusBadge status={message.status} />
      </div>
      <AnswerNotice answer={answer} ref={notice} />
      <section
        aria-labelledby="message-facts"
        className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6"
      >
        <h3 id="message-facts" className="sr-only">
          {t("detail.facts")}
        </h3>
        <dl className="grid gap-4 text-sm sm:grid-cols-2">
          <div>
            <dt className="font-semibold text-stone-600">{t("detail.type")}</dt>
            <dd className="mt-1">
              <ContactTypeLabel type={message.type} />
            </dd>
          </div>
          <div>
            <dt className="font-semibold text-stone-600">{t("detail.received")}</dt>
            <dd className="mt-1 text-dark">
              <time dateTime={message.created_at}>{when(message.created_at)}</time>
            </dd>
          </div>
          <div>
            <dt className="font-semibold text-stone-600">{t("detail.from")}</dt>
            <dd className="mt-1 text-dark">
              {message.name}
              <span className="block break-all text-stone-600">{message.email}</span>
              <a
                href={mailto}
                className="mt-1 inline-flex font-semibold text-primary underline-offset-2 hover:underline"
              >
                {t("detail.reply")}
              </a>
            </dd>
          </div>
          <div>
            <dt className="font-semibold text-stone-600">{t("detail.account")}</dt>
            <dd className="mt-1 text-dark">
              {message.user ? (
                <>
                  {message.user.name}
                  <span className="block break-all text-stone-600">{message.user.email}</span>
                  <Link
                    to={to(`/admin/users?q=${encodeURIComponent(message.user.email)}`)}
                    className="mt-1 inline-flex font-semibold text-primary underline-offset-2 hover:underline"
                  >
                    {t("detail.openAccount")}
                  </Link>
                </>
              ) : (
                <span className="text-stone-600">{t("detail.noAccount")}</span>
              )}
            </dd>
          </div>
          <div>
            <dt className="font-semibold text-stone-600">{t("detail.page")}</dt>
            <dd className="mt-1 break-all text-dark">
              {message.page_url === null ? (
                <span className="text-stone-600">{t("detail.noPage")}</span>
              ) : pageHref ? (
                <Link to={pageHref} className="text-primary underline underline-offset-2 hover:no-underline">
                  {message.page_url}
                </Link>
              ) : (
                <a
                  href={message.page_url}
                  rel="noopener noreferrer nofollow"
                  target="_blank"
                  className="text-primary underline underline-offset-2 hover:no-underline"
                >
                  {message.page_url}
                </a>
              )}
            </dd>
          </div>
          <div>
            <dt className="font-semibold text-stone-600">{t("detail.language")}</dt>
            <dd className="mt-1 text-dark">{localeInfo[message.locale].name}</dd>
          </div>
        </dl>
      </section>
      <section
        aria-labelledby="message-text"
        className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6"
      >
        <h3 id="message-text" className="font-bold text-dark">
          {t("detail.message")}
        </h3>
        <p
          lang={message.locale}
          className="mt-3 whitespace-pre-wrap break-words leading-relaxed text-stone-800"
        >
          {message.message}
        </p>
      </section>
      <section
        aria-labelledby="message-handling"
        className="space-y-4 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6"
      >
        <h3 id="message-handling" className="font-bold text-dark">
          {t("detail.history")}
        </h3>
        {(message.read_at || message.resolved_at) && (
          <ul className="space-y-1 text-sm text-stone-700">
            {message.read_at && (
              <li>
                {t("detail.readBy", { name: message.read_by?.name ?? "—", date: when(message.read_at) })}
              </li>
            )}
            {message.resolved_at && (
              <li>
                {t("detail.resolvedBy", {
                  name: message.resolved_by?.name ?? "—",
                  date: when(message.resolved_at),
                })}
              </li>
            )}
          </ul>
        )}
        <Form method="post" className="space-y-3">
          <input type="hidden" name="current" value={message.status} />
          <div>
            <label htmlFor="admin-note" className="mb-1 block text-sm font-semibold text-stone-700">
              {t("detail.note")}
            </label>
            <textarea
              key={message.admin_note ?? ""}
              id="admin-note"
              name="admin_note"
              rows={3}
              maxLength={2000}
              defaultValue={answer && !answer.ok ? answer.values.admin_note : (message.admin_note ?? "")}
              aria-describedby={noteErrors ? "admin-note-hint admin-note-error" : "admin-note-hint"}
              aria-invalid={noteErrors ? true : undefined}
              className={`w-full rounded-lg border bg-white p-3 text-base focus-visible:outline-2 focus-visible:outline-primary ${noteErrors ? "border-red-600" : "border-stone-300"}`}
            />
            <p id="admin-note-hint" className="mt-1 text-xs text-stone-600">
              {t("detail.noteHint")}
            </p>
            {noteErrors && (
              <p id="admin-note-error" className="mt-1 text-sm text-red-700">
                {noteErrors.join(" ")}
              </p>
            )}
          </div>
          <div className="flex flex-wrap gap-2">
            {resolved ? (
              <button
                type="submit"
                name="intent"
                value="read"
                disabled={busy}
                className={buttonVariants({ variant: "secondary" })}
              >
                {t("detail.reopen")}
              </button>
            ) : (
              <button
                type="submit"
                name="intent"
                value="resolved"
                disabled={busy}
                className={buttonVariants({ variant: "primary" })}
              >
                {t("detail.resolve")}
              </button>
            )}
            <button
              type="submit"
              name="intent"
              value="note"
              disabled={busy}
              className={buttonVariants({ variant: "secondary" })}
            >
              {t("detail.saveNote")}
            </button>
          </div>
        </Form>
      </section>
    </div>
  );
}
