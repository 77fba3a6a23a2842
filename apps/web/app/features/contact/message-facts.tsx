import type { ContactMessageDetail } from "@kursove/contracts";
import { localeInfo } from "@kursove/i18n/locale";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatDate } from "../../lib/format";
import { useLocale } from "../../lib/use-locale";
import { ContactTypeLabel } from "./message-format";

const actionLink = "mt-1 inline-flex font-semibold text-primary underline-offset-2 hover:underline";

/** Who sent a contact message, when, from which page and account, with a reply in the sender's language. */
export function MessageFacts({ message }: { message: ContactMessageDetail }) {
  const { t } = useTranslation("contact");
  const { locale, to } = useLocale();
  // the reply is written in the sender's language
  const subject = t("detail.replySubject", {
    lng: message.locale,
    type: t(`types.${message.type}`, { lng: message.locale }),
  });
  return (
    <section
      aria-labelledby="message-facts"
      className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h3 id="message-facts" className="sr-only">
        {t("detail.facts")}
      </h3>
      <dl className="grid gap-4 text-sm sm:grid-cols-2">
        <Fact label={t("detail.type")} className="mt-1">
          <ContactTypeLabel type={message.type} />
        </Fact>
        <Fact label={t("detail.received")}>
          <time dateTime={message.created_at}>
            {formatDate(message.created_at, locale, { dateStyle: "long", timeStyle: "short" })}
          </time>
        </Fact>
        <Fact label={t("detail.from")}>
          {message.name}
          <span className="block break-all text-stone-600">{message.email}</span>
          <a href={`mailto:${message.email}?subject=${encodeURIComponent(subject)}`} className={actionLink}>
            {t("detail.reply")}
          </a>
        </Fact>
        <Fact label={t("detail.account")}>
          {message.user ? (
            <>
              {message.user.name}
              <span className="block break-all text-stone-600">{message.user.email}</span>
              <Link
                to={to(`/admin/users?q=${encodeURIComponent(message.user.email)}`)}
                className={actionLink}
              >
                {t("detail.openAccount")}
              </Link>
            </>
          ) : (
            <span className="text-stone-600">{t("detail.noAccount")}</span>
          )}
        </Fact>
        <Fact label={t("detail.page")} className="mt-1 break-all text-dark">
          <SentFrom pageUrl={message.page_url} />
        </Fact>
        <Fact label={t("detail.language")}>{localeInfo[message.locale].name}</Fact>
      </dl>
    </section>
  );
}

function Fact({
  label,
  className = "mt-1 text-dark",
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div>
      <dt className="font-semibold text-stone-600">{label}</dt>
      <dd className={className}>{children}</dd>
    </div>
  );
}

/** A path of this site opens as it was sent (in the sender's language); other addresses in a new tab. */
function SentFrom({ pageUrl }: { pageUrl: string | null }) {
  const { t } = useTranslation("contact");
  const linkClass = "text-primary underline underline-offset-2 hover:no-underline";
  if (pageUrl === null) return <span className="text-stone-600">{t("detail.noPage")}</span>;
  if (pageUrl.startsWith("/"))
    return (
      <Link to={pageUrl} className={linkClass}>
        {pageUrl}
      </Link>
    );
  return (
    <a href={pageUrl} rel="noopener noreferrer nofollow" target="_blank" className={linkClass}>
      {pageUrl}
    </a>
  );
}
