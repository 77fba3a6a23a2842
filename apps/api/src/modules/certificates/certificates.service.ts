import type {
  ProviderCertificatesPage,
  PublicCertificate,
  UserCertificate,
  UserCertificatesPage,
} from "@kursove/contracts";
import { isOrderStateIn, ownedOrderStates } from "@kursove/contracts/domain/order-states";
import type { Locale } from "@kursove/i18n";
import type { Db } from "../../db/client";
import { now } from "../../platform/clock";
import { AppError } from "../../platform/errors";
import { renderMail } from "../../platform/mail/mail-templates";
import { enqueueMail } from "../../platform/mail/outbox";
import { attendanceOfPlaces } from "../attendance";
import type { UserRow } from "../auth";
import { requireOwnProvider } from "../providers";
import { newCertificateCode, normalizeCertificateCode } from "./certificate-code";
import { certificatePdf } from "./certificate-pdf";
import { revokeReasonText, verificationUrl } from "./certificate-revoke";
import * as repo from "./certificates.repository";

export type CertificatesDeps = { db: Db; publicUrl: string; kickMail: () => void };

const pageSize = 20;
const lastPage = (total: number) => Math.max(1, Math.ceil(total / pageSize));

/** A certificate's public facts: valid or revoked, never the reason (CERT-VERIFY). */
export function presentPublic(row: repo.CertificateRow): PublicCertificate {
  return {
    code: row.code,
    valid: row.revokedAt === null,
    revoked: row.revokedAt !== null,
    revoked_at: row.revokedAt?.toISOString() ?? null,
    learner_name: row.learnerName,
    course_title: row.courseTitle,
    provider: row.providerName,
    instructors: row.instructorNames,
    minutes: row.minutes,
    hours: Math.round((row.minutes / 60) * 10) / 10,
    issued_at: row.issuedAt.toISOString(),
  };
}

/** A certificate found by a code as typed; 404 for an unknown or malformed one, which look the same. */
async function requireByCode(db: Db, raw: string) {
  const code = normalizeCertificateCode(raw);
  const row = code ? await repo.findByCode(db, code) : undefined;
  if (!row) throw new AppError(404, "certificate_not_found");
  return row;
}

/** GET /certificates/{code}: whether a certificate is valid or revoked, for anyone (CERT-VERIFY). */
export async function verifyCertificate(db: Db, code: string): Promise<PublicCertificate> {
  return presentPublic(await requireByCode(db, code));
}

/** GET /user/certificates: the signed-in learner's certificates, newest first. */
export async function listUserCertificates(
  db: Db,
  user: UserRow,
  page: number,
): Promise<UserCertificatesPage> {
  const { rows, total } = await repo.listOfUser(db, user.id, page, pageSize);
  return {
    data: rows.map(
      ({ certificate, slug }): UserCertificate => ({
        ...presentPublic(certificate),
        id: certificate.id,
        course: { id: certificate.courseId, slug },
        pdf_url: `/api/v1/user/certificates/${certificate.code}/certificate.pdf`,
      }),
    ),
    last_page: lastPage(total),
  };
}

/** GET /user/certificates/{code}/certificate.pdf: the learner's own certificate (404 for anyone else's). */
export async function getUserCertificatePdf(
  deps: Pick<CertificatesDeps, "db" | "publicUrl">,
  user: UserRow,
  code: string,
  locale: Locale,
) {
  const row = await requireByCode(deps.db, code);
  if (row.userId !== user.id) throw new AppError(404, "certificate_not_found");
  const pdf = await certificatePdf(
    presentPublic(row),
    locale,
    verificationUrl(deps.publicUrl, locale, row.code),
  );
  return { code: row.code, pdf };
}

/** GET /provider/certificates: the places bought in the provider's certification courses (CERT-ISSUE). */
export async function listProviderCertificates(
  db: Db,
  user: UserRow,
  query: { course_id?: string | undefined; page: number },
  locale: Locale,
): Promise<ProviderCertificatesPage> {
  const provider = await requireOwnProvider(db, user);
  const { rows, total } = await repo.listProviderPlaces(db, {
    providerId: provider.id,
    courseId: query.course_id,
    page: query.page,
    pageSize,
  });
  const courses = await repo.listCertificationCourses(db, provider.id);
  // CERT-ATTENDANCE: attended X of Y sessions held, for the provider to decide who completed
  const attendance = await attendanceOfPlaces(
    db,
    rows.map(({ item }) => ({ orderItemId: item.id, courseId: item.courseId })),
  );
  return {
    data: rows.map(({ item, orderNumber, slug, buyer, certificate }) => ({
      order_item_id: item.id,
      order_number: orderNumber,
      course: { id: item.courseId, slug, title: item.title },
      learner: { name: `${buyer.firstName} ${buyer.lastName}`.trim(), email: buyer.email },
      certificate: certificate
        ? {
            code: certificate.code,
            issued_at: certificate.issuedAt.toISOString(),
            revoked_at: certificate.revokedAt?.toISOString() ?? null,
            revoke_reason: certificate.revokedAt ? revokeReasonText(certificate, locale) : null,
            revoked_by_refund: certificate.revokeCause === "refund",
          }
        : null,
      attendance: attendance.get(item.id) ?? null,
    })),
    courses,
    last_page: lastPage(total),
  };
}

/**
 * POST /provider/certificates: the provider confirms the learner of a place completed, and the certificate
 * is issued and mailed (CERT-ISSUE). Once per place: the place is locked and the certificate's unique
 * order item makes a double click, a retry or a second tab answer the same certificate (CERT-ONCE).
 */
export async function issueCertificate(deps: CertificatesDeps, user: UserRow, orderItemId: string) {
  const provider = await requireOwnProvider(deps.db, user);
  const result = await deps.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const place = await repo.lockPlace(tx, orderItemId);
    // another provider's place is as unknown as a missing one: nothing about its learner leaks
    if (!place || place.item.providerId !== provider.id) throw new AppError(404, "not_found");
    const existing = await repo.findByOrderItem(tx, orderItemId);
    if (existing) return { row: existing, created: false };
    if (!place.course.types.includes("certification")) throw new AppError(422, "certificate_not_available");
    if (
      !isOrderStateIn(ownedOrderStates, place.order.status) ||
      place.item.bookingStatus !== "confirmed" ||
      place.item.refunded >= place.item.total
    )
      throw new AppError(409, "certificate_not_available");
    const startsAt = place.slot?.startsAt ?? place.course.startsAt;
    const issuedAt = now();
    if (startsAt && startsAt > issuedAt) throw new AppError(409, "certificate_course_not_started");
    const hours = await repo.courseHoursAndInstructors(tx, place.course.id);
    const minutes = place.slot
      ? Math.round((place.slot.endsAt.getTime() - place.slot.startsAt.getTime()) / 60_000)
      : hours.minutes;
    const row = await repo.insertCertificate(tx, {
      code: newCertificateCode(),
      orderItemId,
      userId: place.order.userId,
      courseId: place.course.id,
      providerId: provider.id,
      learnerName: `${place.buyer.firstName} ${place.buyer.lastName}`.trim() || place.buyer.email,
      courseTitle: place.item.title,
      providerName: place.providerName,
      instructorNames: hours.instructorNames,
      minutes,
      issuedAt,
      issuedByUserId: user.id,
    });
    // the place's lock makes this unreachable; the unique index still answers a racing insert safely
    if (!row) return { row: (await repo.findByOrderItem(tx, orderItemId))!, created: false };
    const locale: Locale = place.buyer.language === "en" ? "en" : "bg";
    const rendered = renderMail("certificate_issued", locale, {
      name: `${place.buyer.firstName} ${place.buyer.lastName}`.trim(),
      publicUrl: deps.publicUrl,
      url: `${deps.publicUrl}${locale === "en" ? "/en" : ""}/profile/certificates`,
      vars: {
        course: row.courseTitle,
        provider: row.providerName,
        code: row.code,
        verifyUrl: verificationUrl(deps.publicUrl, locale, row.code),
      },
    });
    await enqueueMail(tx, { kind: "certificate_issued", to: place.buyer.email, locale, ...rendered });
    return { row, created: true };
  });
  if (result.created) deps.kickMail();
  return { code: result.row.code, issued_at: result.row.issuedAt.toISOString(), created: result.created };
}
