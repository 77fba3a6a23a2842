import { useTranslation } from "react-i18next";

const card = "rounded-xl border border-stone-200 bg-white p-6 shadow-sm";

/** The office's email, phone and address, under the page's own heading and introduction. */
export function OfficeDetails({
  heading,
  intro,
  officeEmail,
}: {
  heading: string;
  intro: string;
  officeEmail: string;
}) {
  const { t } = useTranslation();
  return (
    <section className={card} aria-labelledby="office-heading">
      <h2 id="office-heading" className="text-xl font-bold text-dark">
        {heading}
      </h2>
      <p className="mt-3 leading-relaxed text-stone-600">{intro}</p>
      <dl className="mt-6 grid gap-5">
        <div>
          <dt className="text-xs font-bold uppercase tracking-wide text-stone-500">{t("contact.email")}</dt>
          <dd className="mt-1">
            <a href={`mailto:${officeEmail}`} className="font-semibold text-primary hover:underline">
              {officeEmail}
            </a>
          </dd>
        </div>
        <div>
          <dt className="text-xs font-bold uppercase tracking-wide text-stone-500">{t("contact.phone")}</dt>
          <dd className="mt-1">
            <a href="tel:+35921234567" className="font-semibold text-primary hover:underline">
              +359 2 123 4567
            </a>
          </dd>
        </div>
        <div>
          <dt className="text-xs font-bold uppercase tracking-wide text-stone-500">{t("contact.address")}</dt>
          <dd className="mt-1 text-stone-700">{t("contact.addressValue")}</dd>
        </div>
      </dl>
    </section>
  );
}

/** When the office answers, and how soon. */
export function OfficeHours({ heading, hours, note }: { heading: string; hours: string; note: string }) {
  return (
    <section className={card} aria-labelledby="hours-heading">
      <h2 id="hours-heading" className="text-xl font-bold text-dark">
        {heading}
      </h2>
      <p className="mt-3 text-stone-700">{hours}</p>
      <p className="mt-4 text-sm text-stone-500">{note}</p>
    </section>
  );
}
