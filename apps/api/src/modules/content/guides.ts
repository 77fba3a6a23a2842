import type { GuideRole } from "@kursove/contracts";
import { createTranslator, type Locale } from "@kursove/i18n";
import bgGuides from "@kursove/i18n/locales/bg/guide-documents.json";
import enGuides from "@kursove/i18n/locales/en/guide-documents.json";
import type { Config } from "../../config";
import { startPdf } from "../../platform/pdf";

// Typing en with bg's shape makes tsc reject a catalogue that misses a key.
const documents: Record<Locale, typeof bgGuides> = { bg: bgGuides, en: enGuides };
const guideText = createTranslator({ bg: { guides: documents.bg }, en: { guides: documents.en } });
const brandColour = "#0f5e9c";

export const guideTitle = (role: GuideRole, locale: Locale) => documents[locale].roles[role].title;

/**
 * Where a role's manual is downloaded (GUIDES: "their addresses come from environment settings"): the
 * GUIDE_*_URL setting when it is set, else the platform's own PDF in the reader's language.
 */
export function guideUrl(config: Pick<Config, "guides">, role: GuideRole, locale: Locale) {
  const configured = config.guides[role];
  return configured
    ? { url: configured, external: true }
    : { url: `/api/v1/guides/${role}.pdf?lang=${locale}`, external: false };
}

const rendered = new Map<string, Promise<Buffer>>();

/** The manual of a role as an A4 PDF; rendered once per role and language, then served from memory. */
export function guidePdf(role: GuideRole, locale: Locale, publicUrl: string): Promise<Buffer> {
  const key = `${role}:${locale}:${publicUrl}`;
  let pdf = rendered.get(key);
  if (!pdf) {
    pdf = renderGuide(role, locale, publicUrl);
    pdf.catch(() => rendered.delete(key));
    rendered.set(key, pdf);
  }
  return pdf;
}

function renderGuide(role: GuideRole, locale: Locale, publicUrl: string): Promise<Buffer> {
  const texts = documents[locale];
  const guide = texts.roles[role];
  const site = publicUrl.replace(/^https?:\/\//, "");
  const prefix = locale === "en" ? "/en" : "";
  const { doc, done } = startPdf({
    size: "A4",
    margins: { top: 60, bottom: 70, left: 60, right: 60 },
    bufferPages: true,
    lang: locale === "en" ? "en-GB" : "bg-BG",
    displayTitle: true,
    info: { Title: `${texts.brand}: ${guide.title}`, Author: texts.brand, Subject: guide.title },
  });

  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;

  doc
    .font("bold")
    .fontSize(11)
    .fillColor(brandColour)
    .text(texts.brand.toUpperCase(), { characterSpacing: 2 });
  doc.moveDown(0.4);
  doc.font("bold").fontSize(24).fillColor("#1c1917").text(guide.title, { width });
  doc.moveDown(0.6);
  doc.font("regular").fontSize(11).fillColor("#44403c").text(guide.intro, { width, lineGap: 3 });
  doc.moveDown(1);

  for (const section of guide.sections) {
    // Keep a heading with at least the start of its first point.
    if (doc.y > doc.page.height - doc.page.margins.bottom - 90) doc.addPage();
    doc.font("bold").fontSize(14).fillColor(brandColour).text(section.heading, left, doc.y, { width });
    doc.moveDown(0.4);
    doc.font("regular").fontSize(10.5).fillColor("#1c1917");
    for (const item of section.items) {
      const y = doc.y;
      doc.text("•", left + 4, y, { width: 12 });
      doc.text(item, left + 18, y, { width: width - 18, lineGap: 2.5 });
      doc.moveDown(0.35);
    }
    doc.moveDown(0.7);
  }

  doc.moveDown(0.5);
  doc
    .font("regular")
    .fontSize(10)
    .fillColor("#44403c")
    .text(
      guideText(locale, "guides", "help", {
        faq: `${site}${prefix}/faq`,
        contact: `${site}${prefix}/contact-us`,
      }),
      left,
      doc.y,
      { width },
    );

  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const bottom = doc.page.height - 45;
    // Writing inside the bottom margin must not open a new page.
    const margin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc.font("regular").fontSize(8).fillColor("#78716c");
    doc.text(guideText(locale, "guides", "footer", { url: site }), left, bottom, {
      width: width - 90,
      lineBreak: false,
    });
    doc.text(
      guideText(locale, "guides", "page", { page: i + 1, pages: range.count }),
      left + width - 90,
      bottom,
      { width: 90, align: "right", lineBreak: false },
    );
    doc.page.margins.bottom = margin;
  }
  doc.end();
  return done;
}
