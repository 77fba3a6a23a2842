import type { ContactMessageDetail } from "@kursove/contracts";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { data, Link, useActionData } from "react-router";
import { handleContactMessage } from "../../features/contact/message-admin.server";
import { MessageFacts } from "../../features/contact/message-facts";
import { ContactStatusBadge } from "../../features/contact/message-format";
import { MessageHandling } from "../../features/contact/message-handling";
import { apiGet } from "../../lib/api.server";
import { guard } from "../../lib/guards.server";
import { i18nFor } from "../../lib/i18n";
import { localeOfPath } from "../../lib/locale";
import { seo } from "../../lib/meta";
import { useLocale } from "../../lib/use-locale";
import { uuidPattern } from "../../lib/uuid";
import { AnswerNotice } from "../../ui/answer-notice";
import type { Route } from "./+types/message";

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
export async function action(args: Route.ActionArgs) {
  await guard(args, ["admin", "locale"]);
  return handleContactMessage(args, args.params.id, await args.request.formData());
}

export default function AdminMessage({ loaderData: { message } }: Route.ComponentProps) {
  const { t } = useTranslation("contact");
  const { to } = useLocale();
  const answer = useActionData<typeof action>();
  const notice = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (answer) notice.current?.focus();
  }, [answer]);
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
      <MessageFacts message={message} />
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
      <MessageHandling message={message} answer={answer} />
    </div>
  );
}
