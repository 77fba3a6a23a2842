import type { UserCertificate } from "@kursove/contracts";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatDate } from "../../lib/format";
import { toast } from "../../lib/toast";
import { useLocale } from "../../lib/use-locale";
import { buttonVariants } from "../../ui/button";
import { CertificateState } from "./certificate-facts";

/**
 * One of the learner's certificates: course, provider, date and code, the PDF, and the verification link
 * to share (a read-only field to select without JavaScript, and a copy button with it).
 */
export function CertificateCard({ certificate, origin }: { certificate: UserCertificate; origin: string }) {
  const { t } = useTranslation("certificates");
  const { locale, to } = useLocale();
  const shareId = useId();
  const verifyPath = to(`/certificates/${certificate.code}`);
  const shareUrl = `${origin}${verifyPath}`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(shareUrl);
      toast.success(t("profile.copied"));
    } catch {
      toast.error(t("profile.copyFailed"));
    }
  };
  return (
    <li className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="min-w-0 break-words font-bold text-dark">
          <Link to={to(`/courses/${certificate.course.slug}`)} className="hover:text-primary hover:underline">
            {certificate.course_title}
          </Link>
        </h3>
        <CertificateState certificate={certificate} />
      </div>
      <p className="mt-1 text-sm text-stone-700">
        {certificate.provider} · {t("profile.issuedAt", { date: formatDate(certificate.issued_at, locale) })}{" "}
        · <span className="font-mono">{t("profile.code", { code: certificate.code })}</span>
      </p>
      <div className="mt-4 flex flex-wrap gap-2">
        <a
          href={`${certificate.pdf_url}?lang=${locale}`}
          download={`certificate-${certificate.code}.pdf`}
          aria-label={t("profile.downloadNamed", { course: certificate.course_title })}
          className={buttonVariants({ variant: "primary" })}
        >
          {t("profile.download")}
        </a>
        <Link to={verifyPath} className={buttonVariants({ variant: "secondary" })}>
          {t("profile.verify")}
        </Link>
      </div>
      <div className="mt-4">
        <label htmlFor={shareId} className="text-sm font-semibold text-stone-700">
          {t("profile.share")}
        </label>
        <div className="mt-1 flex flex-col gap-2 sm:flex-row">
          <input
            id={shareId}
            readOnly
            value={shareUrl}
            onFocus={(event) => event.currentTarget.select()}
            className="min-w-0 flex-1 rounded-lg border border-stone-300 bg-stone-50 px-3 py-2 font-mono text-sm text-stone-800"
          />
          <button type="button" onClick={copy} className={buttonVariants({ variant: "secondary" })}>
            {t("profile.copy")}
          </button>
        </div>
      </div>
    </li>
  );
}
