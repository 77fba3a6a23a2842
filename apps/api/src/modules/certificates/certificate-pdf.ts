import type { PublicCertificate } from "@kursove/contracts";
import { formatSofiaDate } from "@kursove/contracts/domain/sofia-time";
import { createTranslator, type Locale } from "@kursove/i18n";
import bgCertificates from "@kursove/i18n/locales/bg/certificates.json";
import enCertificates from "@kursove/i18n/locales/en/certificates.json";
import QRCode from "qrcode";
import { startPdf } from "../../platform/pdf";

const catalogs: Record<Locale, typeof bgCertificates> = { bg: bgCertificates, en: enCertificates };
const text = createTranslator({
  bg: { certificates: catalogs.bg },
  en: { certificates: catalogs.en },
});
const tags: Record<Locale, string> = { bg: "bg-BG", en: "en-GB" };

/**
 * The certificate of completion as a landscape A4 PDF (CERT-PDF): learner, course, provider, instructors,
 * hours, the date, the code and a QR code of the public page that says whether it is still valid.
 */
export async function certificatePdf(
  certificate: PublicCertificate,
  locale: Locale,
  verifyUrl: string,
): Promise<Buffer> {
  const t = (key: string, values: Record<string, string | number> = {}) =>
    text(locale, "certificates", `pdf.${key}`, values);
  const qr = await QRCode.toBuffer(verifyUrl, {
    type: "png",
    margin: 1,
    width: 240,
    errorCorrectionLevel: "M",
  });
  const { doc, done } = startPdf({
    size: "A4",
    layout: "landscape",
    margin: 0,
    info: { Title: `${t("title")} ${certificate.code}` },
  });

  const { width, height } = doc.page;
  doc
    .rect(24, 24, width - 48, height - 48)
    .lineWidth(3)
    .strokeColor("#0f5e9c")
    .stroke();
  doc
    .rect(34, 34, width - 68, height - 68)
    .lineWidth(0.8)
    .strokeColor("#9fb8cf")
    .stroke();
  const inner = { x: 80, width: width - 160 };
  const centred = (value: string, font: "regular" | "bold", size: number, colour = "#1f2933") =>
    doc.font(font).fontSize(size).fillColor(colour).text(value, inner.x, doc.y, {
      width: inner.width,
      align: "center",
    });

  doc.y = 80;
  centred(t("brand"), "bold", 14, "#0f5e9c");
  doc.moveDown(0.6);
  centred(t("title"), "bold", 30);
  doc.moveDown(0.8);
  centred(t("certifies"), "regular", 13, "#52606d");
  doc.moveDown(0.4);
  centred(certificate.learner_name, "bold", 26);
  doc.moveDown(0.4);
  centred(t("completed"), "regular", 13, "#52606d");
  doc.moveDown(0.4);
  centred(`„${certificate.course_title}“`, "bold", 18);
  doc.moveDown(1);

  const date = formatSofiaDate(certificate.issued_at, tags[locale], {
    day: "numeric",
    month: "long",
    year: "numeric",
  });
  const facts: [string, string][] = [
    [t("provider"), certificate.provider],
    ...(certificate.instructors.length > 0
      ? [[t("instructors"), certificate.instructors.join(", ")] as [string, string]]
      : []),
    ...(certificate.minutes > 0
      ? [
          [
            t("hoursLabel"),
            t("hours", {
              count: certificate.hours,
              hours: new Intl.NumberFormat(tags[locale], { maximumFractionDigits: 1 }).format(
                certificate.hours,
              ),
            }),
          ] as [string, string],
        ]
      : []),
    [t("date"), date],
  ];
  for (const [label, value] of facts) centred(`${label}: ${value}`, "regular", 12);

  const qrSize = 96;
  const bottom = height - 60 - qrSize;
  doc.image(qr, width - 80 - qrSize, bottom, { width: qrSize, height: qrSize });
  doc
    .font("bold")
    .fontSize(11)
    .fillColor("#1f2933")
    .text(`${t("code")}: ${certificate.code}`, inner.x, bottom + 30, { width: inner.width - qrSize - 20 });
  doc
    .font("regular")
    .fontSize(9)
    .fillColor("#52606d")
    .text(t("verify"), inner.x, doc.y + 4, { width: inner.width - qrSize - 20 })
    .fillColor("#0f5e9c")
    .text(verifyUrl, { width: inner.width - qrSize - 20, link: verifyUrl });
  if (certificate.revoked) {
    doc
      .font("bold")
      .fontSize(48)
      .fillColor("#b42318")
      .opacity(0.35)
      .text(t("revoked"), 0, height / 2 - 30, { width, align: "center" })
      .opacity(1);
  }
  doc.end();
  return done;
}
