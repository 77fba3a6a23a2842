import { createRequire } from "node:module";
import PDFDocument from "pdfkit";

// DejaVu Sans ships in an npm package (dejavu-fonts-ttf), so Cyrillic renders without system fonts.
const require = createRequire(import.meta.url);
const regularFont = require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans.ttf");
const boldFont = require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf");

/**
 * A PDF document with the fonts "regular" and "bold" (DejaVu Sans) registered, and the bytes it will be
 * once `doc.end()` is called: the start of every PDF the platform makes (receipts, invoices, certificates,
 * guides).
 */
export function startPdf(options: PDFKit.PDFDocumentOptions) {
  const doc = new PDFDocument(options);
  doc.registerFont("regular", regularFont);
  doc.registerFont("bold", boldFont);
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  return { doc, done };
}
