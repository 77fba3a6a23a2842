import type { PublicCertificate } from "@kursove/contracts";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { formatDate, formatHours } from "../../lib/format";
import { useLocale } from "../../lib/use-locale";

/** The state of a certificate (valid or revoked) in words and colour, never colour alone. */
export function CertificateState({ certificate }: { certificate: Pick<PublicCertificate, "revoked"> }) {
  const { t } = useTranslation("certificates");
  return (
    <span
      className={`inline-block shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold ${certificate.revoked ? "bg-red-100 text-red-900" : "bg-green-100 text-green-900"}`}
    >
      {certificate.revoked ? t("public.revoked") : t("public.valid")}
    </span>
  );
}

/** What a certificate says, as the public check shows it: its state first, then who, what and when. */
export function CertificateFacts({ certificate }: { certificate: PublicCertificate }) {
  const { t } = useTranslation("certificates");
  const { locale } = useLocale();
  const revokedAt = certificate.revoked_at ? formatDate(certificate.revoked_at, locale) : "";
  return (
    <section
      aria-labelledby="certificate-state"
      className={`rounded-2xl border bg-white p-5 shadow-sm sm:p-8 ${certificate.revoked ? "border-red-300" : "border-green-300"}`}
    >
      <div className="flex flex-wrap items-center gap-3">
        <h2
          id="certificate-state"
          className={`text-xl font-bold ${certificate.revoked ? "text-red-800" : "text-green-800"}`}
        >
          {certificate.revoked ? t("public.revoked") : t("public.valid")}
        </h2>
      </div>
      <p className="mt-2 text-stone-700" data-testid="certificate-state">
        {certificate.revoked ? t("public.revokedText", { date: revokedAt }) : t("public.validText")}
      </p>
      <dl className="mt-5 grid gap-x-6 gap-y-3 sm:grid-cols-[10rem_1fr]">
        <Fact term={t("public.learner")}>
          <span className="font-semibold text-dark">{certificate.learner_name}</span>
        </Fact>
        <Fact term={t("public.course")}>{certificate.course_title}</Fact>
        <Fact term={t("public.provider")}>{certificate.provider}</Fact>
        {certificate.instructors.length > 0 && (
          <Fact term={t("public.instructors")}>{certificate.instructors.join(", ")}</Fact>
        )}
        {certificate.minutes > 0 && (
          <Fact term={t("public.hours")}>
            {t("public.hoursValue", {
              count: certificate.hours,
              hours: formatHours(certificate.hours, locale),
            })}
          </Fact>
        )}
        <Fact term={t("public.issuedAt")}>{formatDate(certificate.issued_at, locale)}</Fact>
        <Fact term={t("public.code")}>
          <span className="font-mono">{certificate.code}</span>
        </Fact>
      </dl>
    </section>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-sm font-semibold text-stone-600">{term}</dt>
      <dd className="break-words text-stone-800">{children}</dd>
    </>
  );
}
