import type { PublicCertificate } from "@kursove/contracts";
import { createTranslator, type Locale } from "@kursove/i18n";
import bgCertificates from "@kursove/i18n/locales/bg/certificates.json";
import enCertificates from "@kursove/i18n/locales/en/certificates.json";
import type { Db } from "../../db/client";
import { now } from "../../platform/clock";
import { AppError } from "../../platform/errors";
import { renderMail } from "../../platform/mail/mail-templates";
import { enqueueMail } from "../../platform/mail/outbox";
import type { UserRow } from "../auth";
import { requireOwnProvider } from "../providers";
import { normalizeCertificateCode } from "./certificate-code";
import * as repo from "./certificates.repository";

const catalogs: Record<Locale, typeof bgCertificates> = { bg: bgCertificates, en: enCertificates };
const text = createTranslator({ bg: { certificates: catalogs.bg }, en: { certificates: catalogs.en } });

/** The reason stored for a revoke by a refund; pages show it in their own language. */
const refundedReason = "refunded";

/** The reason the provider reads: its own words, or "refunded" in the page's language (CERT-REFUND-REVOKE). */
export function revokeReasonText(row: repo.CertificateRow, locale: Locale) {
  if (row.revokeCause === "refund") return text(locale, "certificates", "dashboard.revokedByRefund");
  return row.revokeReason;
}

/** The public page of a certificate in a language (ADR 004: English under /en). */
export const verificationUrl = (publicUrl: string, locale: Locale, code: string) =>
  `${publicUrl}${locale === "en" ? "/en" : ""}/certificates/${code}`;

/**
 * Queues the learner's mail that a certificate was revoked, in their language (CERT-REVOKE-MAIL). A
 * provider's own reason stays private; a refund is named, since the learner asked for it.
 */
async function queueRevokedMail(tx: Db, publicUrl: string, row: repo.CertificateRow) {
  const learner = await repo.findLearner(tx, row.userId);
  if (!learner) return;
  const locale: Locale = learner.language === "en" ? "en" : "bg";
  const template = row.revokeCause === "refund" ? "certificate_revoked_refund" : "certificate_revoked";
  const rendered = renderMail(template, locale, {
    name: `${learner.firstName} ${learner.lastName}`.trim(),
    publicUrl,
    url: `${publicUrl}${locale === "en" ? "/en" : ""}/profile/certificates`,
    vars: {
      course: row.courseTitle,
      provider: row.providerName,
      code: row.code,
      verifyUrl: verificationUrl(publicUrl, locale, row.code),
    },
  });
  await enqueueMail(tx, { kind: template, to: learner.email, locale, ...rendered });
}

/** POST /provider/certificates/{code}/revoke: the public page shows it revoked at once (CERT-REVOKE). */
export async function revokeCertificate(
  deps: { db: Db; publicUrl: string; kickMail: () => void },
  user: UserRow,
  code: string,
  reason: string,
  present: (row: repo.CertificateRow) => PublicCertificate,
) {
  const provider = await requireOwnProvider(deps.db, user);
  const normalized = normalizeCertificateCode(code);
  const revoked = await deps.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const row = normalized ? await repo.lockByCode(tx, normalized) : undefined;
    if (!row || row.providerId !== provider.id) throw new AppError(404, "certificate_not_found");
    if (row.revokedAt) throw new AppError(409, "certificate_already_revoked");
    const done = await repo.markRevoked(tx, row.id, { reason, cause: "provider", at: now() });
    if (!done) throw new AppError(409, "certificate_already_revoked");
    await queueRevokedMail(tx, deps.publicUrl, done);
    return done;
  });
  deps.kickMail();
  return present(revoked);
}

/**
 * A place refunded in full loses its certificate in the refund's own transaction, with the reason
 * "refunded", and the learner is mailed (CERT-REFUND-REVOKE). Called on refunds' `refundsRecorded`.
 */
export async function revokeCertificatesOfRefunds(
  tx: Db,
  mail: { publicUrl: string },
  event: { refunds: { orderItemId: string }[]; at: Date },
) {
  const itemIds = [...new Set(event.refunds.map((r) => r.orderItemId))];
  for (const { certificate, refunded, total } of await repo.lockValidOfOrderItems(tx, itemIds)) {
    if (refunded < total) continue;
    const done = await repo.markRevoked(tx, certificate.id, {
      reason: refundedReason,
      cause: "refund",
      at: event.at,
    });
    if (done) await queueRevokedMail(tx, mail.publicUrl, done);
  }
}
