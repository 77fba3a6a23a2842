import type {
  LectorArea,
  LectorLinkActionBody,
  LectorRequestBody,
  LectorSession,
  ProviderClockedTimesPage,
  ProviderLectorLink,
  UpdateLectorLinkBody,
} from "@kursove/contracts";
import type { Locale } from "@kursove/i18n";
import type { Db } from "../../db/client";
import { now as clockNow } from "../../platform/clock";
import { AppError, isUniqueViolation } from "../../platform/errors";
import { fileUrl } from "../../platform/file-url";
import { hitRateLimit } from "../../platform/rate-limit";
import { findUserByEmail, findUserById, type UserRow } from "../auth";
import {
  findOwnProvider,
  listLectorProviders,
  listProviderLectors as listProviderLectorRows,
} from "../providers";
import * as mail from "./lectors.mail";
import * as repo from "./lectors.repository";

export type LectorsDeps = { db: Db; publicUrl: string; kickMail: () => void };
type Provider = NonNullable<Awaited<ReturnType<typeof findOwnProvider>>>;

const perPage = 20;

/** The provider the signed-in user owns, or 403. */
async function requireOwnProvider(db: Db, user: UserRow): Promise<Provider> {
  const provider = await findOwnProvider(db, user.id);
  if (!provider) throw new AppError(403, "forbidden");
  return provider;
}

/** Runs a change with its mail in one short transaction, then wakes the mail worker. */
async function withMail<T>(deps: LectorsDeps, work: (tx: Db) => Promise<T>): Promise<T> {
  const result = await deps.db.transaction(async (tx) => work(tx as unknown as Db));
  deps.kickMail();
  return result;
}

/** The provider's lector links, oldest first (GET /provider/lectors). */
export async function listProviderLectors(db: Db, user: UserRow): Promise<ProviderLectorLink[]> {
  const provider = await requireOwnProvider(db, user);
  return presentLinks(db, provider.id);
}

async function presentLinks(db: Db, providerId: string): Promise<ProviderLectorLink[]> {
  const rows = await listProviderLectorRows(db, providerId);
  return rows.map((l) => ({
    id: l.link.id,
    user_id: l.link.lectorUserId,
    name: `${l.firstName ?? ""} ${l.lastName ?? ""}`.trim(),
    email: l.email ?? l.link.invitedEmail ?? "",
    invited_email: l.link.invitedEmail,
    message: l.link.message,
    pivot: { status: l.link.status as ProviderLectorLink["pivot"]["status"] },
    created_at: l.link.createdAt.toISOString(),
    updated_at: l.link.updatedAt.toISOString(),
  }));
}

/**
 * Invitation mails a provider may send in a window. Anyone may submit a provider request, and a pending
 * provider may invite: without a limit the platform would mail any list of strangers on its behalf.
 */
export const lectorInvitationLimit = { limit: 30, windowMs: 60 * 60 * 1000 };

/** Mails an invitation: accounts to the lector area, unknown addresses to sign up with it; 429 past the limit. */
async function mailInvitation(deps: LectorsDeps, tx: Db, provider: Provider, email: string, locale: Locale) {
  const { limit, windowMs } = lectorInvitationLimit;
  // counted in the invitation's transaction: a refused or failed one is not counted
  const state = await hitRateLimit(deps.db, `lector-invite:${provider.id}`, limit, windowMs, new Date(), tx);
  if (!state.allowed)
    throw Object.assign(new AppError(429, "too_many_attempts"), {
      retryAfterSeconds: state.retryAfterSeconds,
    });
  const lector = await findUserByEmail(tx, email);
  const to = lector ? mail.recipientOf(lector) : { email, name: "", locale };
  await mail.queueLectorMail(tx, {
    publicUrl: deps.publicUrl,
    to,
    template: "lector_invited",
    path: lector ? "/lector" : `/sign-up?email=${encodeURIComponent(email)}`,
    vars: { provider: provider.companyName },
  });
}

/** A lector's own steps need a verified address: a provider must know who it takes on (LECTOR-INVITE). */
function requireVerifiedEmail(user: UserRow) {
  if (!user.emailVerifiedAt) throw new AppError(403, "email_not_verified");
}

/** Links that ended (declined, revoked, left): a new invitation or request reopens them. */
const closedLinkStatuses: readonly string[] = ["declined", "revoked", "left"];

/** Invites a lector by email: an existing account or an address that has none yet. */
export async function inviteLector(deps: LectorsDeps, user: UserRow, email: string, locale: Locale) {
  const provider = await requireOwnProvider(deps.db, user);
  const address = email.trim().toLowerCase();
  if (address === user.email.toLowerCase())
    throw new AppError(422, "validation_failed", { email: ["field.lector_self_invite"] });
  // an unverified account proves no mailbox: the invitation waits for the address, as for a newcomer
  const found = await findUserByEmail(deps.db, address);
  const lector = found?.emailVerifiedAt ? found : undefined;
  const current = await repo.findLinkOfLector(deps.db, provider.id, lector?.id ?? null, address);
  if (current && !closedLinkStatuses.includes(current.status))
    throw new AppError(409, "lector_already_linked", { email: ["lector_already_linked"] });
  const invite = withMail(deps, async (tx) => {
    if (current) {
      const reopened = await repo.updateLinkStatus(tx, current.id, [current.status], {
        status: "invited",
        invitedEmail: address,
        message: "",
      });
      if (!reopened) throw new AppError(409, "lector_status_changed");
    } else {
      await repo.insertLink(tx, {
        providerId: provider.id,
        lectorUserId: lector?.id ?? null,
        invitedEmail: address,
        status: "invited",
      });
    }
    await mailInvitation(deps, tx, provider, address, locale);
  });
  await invite.catch((error: unknown) => {
    // the same invitation sent twice at once: the unique index keeps one, the other is told it exists
    if (isUniqueViolation(error))
      throw new AppError(409, "lector_already_linked", { email: ["lector_already_linked"] });
    throw error;
  });
  return presentLinks(deps.db, provider.id);
}

/** The provider's allowed changes of a link's status (LECTOR-PIVOT, updated in place). */
const providerTransitions: Record<UpdateLectorLinkBody["status"], readonly string[]> = {
  accepted: ["requested"],
  declined: ["requested"],
  revoked: ["accepted"],
  invited: closedLinkStatuses,
};

/** Answers a request, revokes an active lector or re-invites one; mails the lector. */
export async function updateLectorLink(
  deps: LectorsDeps,
  user: UserRow,
  id: string,
  status: UpdateLectorLinkBody["status"],
  locale: Locale,
) {
  const provider = await requireOwnProvider(deps.db, user);
  const link = await repo.findLinkOfProvider(deps.db, provider.id, id);
  if (!link) throw new AppError(404, "not_found");
  if (!providerTransitions[status].includes(link.status)) throw new AppError(409, "lector_status_changed");
  await withMail(deps, async (tx) => {
    const changed = await repo.updateLinkStatus(tx, link.id, providerTransitions[status], { status });
    if (!changed) throw new AppError(409, "lector_status_changed");
    const lector = link.lectorUserId ? await findUserById(tx, link.lectorUserId) : undefined;
    if (status === "invited") {
      await mailInvitation(deps, tx, provider, lector?.email ?? link.invitedEmail ?? "", locale);
    } else if (lector) {
      const to = mail.recipientOf(lector);
      await mail.queueLectorMail(tx, {
        publicUrl: deps.publicUrl,
        to,
        template: "lector_answered",
        path: "/lector",
        vars: { lector: to.name, provider: provider.companyName, status: mail.statusWord(to.locale, status) },
      });
    }
  });
  return presentLinks(deps.db, provider.id);
}

/** Withdraws an invitation that was never accepted. Answers the updated list. */
export async function withdrawInvitation(db: Db, user: UserRow, id: string) {
  const provider = await requireOwnProvider(db, user);
  const link = await repo.findLinkOfProvider(db, provider.id, id);
  if (!link) throw new AppError(404, "not_found");
  if (link.status !== "invited" && link.status !== "declined")
    throw new AppError(409, "lector_status_changed");
  await repo.deleteLink(db, link.id);
  return presentLinks(db, provider.id);
}

/** Gives a user with a verified address the invitations sent to it before the account existed. */
export async function claimInvitations(db: Db, user: UserRow) {
  if (user.emailVerifiedAt) await repo.claimInvitations(db, user.id, user.email);
}

/** The user's links to providers; 403 without any: the user is no lector (GET /lector and its lists). */
async function lectorLinks(db: Db, user: UserRow) {
  await claimInvitations(db, user);
  const links = await listLectorProviders(db, user.id);
  if (links.length === 0) throw new AppError(403, "forbidden");
  return links;
}

/** GET /lector: the providers the user teaches for or is invited by; 403 without any link. */
export async function presentLector(db: Db, user: UserRow, manualUrl: string | null): Promise<LectorArea> {
  const links = await lectorLinks(db, user);
  return {
    id: user.id,
    name: `${user.firstName} ${user.lastName}`.trim(),
    email: user.email,
    providers: links.map((l) => ({
      id: l.provider.id,
      slug: l.provider.slug,
      name: l.provider.companyName,
      logo: fileUrl(l.provider.logoFileId),
      pivot: { status: l.link.status as LectorArea["providers"][number]["pivot"]["status"] },
      message: l.link.message,
      created_at: l.link.createdAt.toISOString(),
      updated_at: l.link.updatedAt.toISOString(),
    })),
    manual_url: manualUrl,
  };
}

const lectorTransitions: Record<LectorLinkActionBody["action"], { from: string; to: string }> = {
  accept: { from: "invited", to: "accepted" },
  decline: { from: "invited", to: "declined" },
  leave: { from: "accepted", to: "left" },
};

/** The lector accepts or declines an invitation, or leaves a provider; the provider's owner is told. */
export async function answerProvider(
  deps: LectorsDeps,
  user: UserRow,
  providerId: string,
  action: LectorLinkActionBody["action"],
  manualUrl: string | null,
) {
  requireVerifiedEmail(user);
  await claimInvitations(deps.db, user);
  const link = await repo.findLinkOfLector(deps.db, providerId, user.id, user.email);
  if (!link || link.lectorUserId !== user.id) throw new AppError(404, "not_found");
  const step = lectorTransitions[action];
  if (link.status !== step.from) throw new AppError(409, "lector_status_changed");
  await withMail(deps, async (tx) => {
    const changed = await repo.updateLinkStatus(tx, link.id, [step.from], { status: step.to });
    if (!changed) throw new AppError(409, "lector_status_changed");
    const provider = await repo.findProvider(tx, providerId);
    const owner = provider ? await findUserById(tx, provider.ownerUserId) : undefined;
    if (!provider || !owner) return;
    const to = mail.recipientOf(owner);
    await mail.queueLectorMail(tx, {
      publicUrl: deps.publicUrl,
      to,
      template: "lector_answered",
      path: "/dashboard/lectors",
      vars: {
        lector: `${user.firstName} ${user.lastName}`.trim(),
        provider: provider.companyName,
        status: mail.statusWord(to.locale, step.to),
      },
    });
  });
  return presentLector(deps.db, user, manualUrl);
}

/** The "Become lector" request: asks an approved provider to take the user on as a lector. */
export async function requestToTeach(
  deps: LectorsDeps,
  user: UserRow,
  body: LectorRequestBody,
  manualUrl: string | null,
) {
  requireVerifiedEmail(user);
  const provider = await repo.findProvider(deps.db, body.provider_id);
  if (provider?.status !== "approved") throw new AppError(404, "provider_not_found");
  if (provider.ownerUserId === user.id)
    throw new AppError(422, "validation_failed", { provider_id: ["field.lector_self_invite"] });
  await claimInvitations(deps.db, user);
  const current = await repo.findLinkOfLector(deps.db, provider.id, user.id, user.email);
  if (current && !closedLinkStatuses.includes(current.status))
    throw new AppError(409, "lector_already_linked");
  await withMail(deps, async (tx) => {
    // a revoked or departed lector may ask again: the same link reopens, as a provider's re-invitation does
    if (current) {
      const reopened = await repo.updateLinkStatus(tx, current.id, [current.status], {
        status: "requested",
        lectorUserId: user.id,
        message: body.message,
      });
      if (!reopened) throw new AppError(409, "lector_status_changed");
    } else {
      await repo.insertLink(tx, {
        providerId: provider.id,
        lectorUserId: user.id,
        status: "requested",
        message: body.message,
      });
    }
    const owner = await findUserById(tx, provider.ownerUserId);
    if (!owner) return;
    await mail.queueLectorMail(tx, {
      publicUrl: deps.publicUrl,
      to: mail.recipientOf(owner),
      template: "lector_requested",
      path: "/dashboard/lectors",
      vars: { lector: `${user.firstName} ${user.lastName}`.trim(), provider: provider.companyName },
    });
  });
  return presentLector(deps.db, user, manualUrl);
}

function toLectorSession(row: repo.LectorSessionRow, now: Date): LectorSession {
  return {
    id: row.id,
    title: row.title,
    course: { id: row.courseId, slug: row.courseSlug, title: row.courseTitle },
    provider: { id: row.providerId, slug: row.providerSlug, name: row.providerName },
    starts_at: row.startsAt.toISOString(),
    ends_at: row.endsAt.toISOString(),
    duration_minutes: row.durationMinutes,
    has_started: row.startsAt <= now,
    clocked:
      row.minutes !== null && row.confirmedAt
        ? { minutes: row.minutes, note: row.note ?? "", confirmed_at: row.confirmedAt.toISOString() }
        : null,
  };
}

/** The lector's upcoming or past sessions across the providers they teach for; 403 as GET /lector. */
export async function listLectorSessions(
  db: Db,
  user: UserRow,
  query: { when: "upcoming" | "past"; page: number },
) {
  await lectorLinks(db, user);
  const now = clockNow();
  const { rows, total } = await repo.listLectorSessions(db, { userId: user.id, now, perPage, ...query });
  return {
    data: rows.map((r) => toLectorSession(r, now)),
    last_page: Math.max(1, Math.ceil(total / perPage)),
  };
}

/** The lector confirms the time actually taught in a session that has started (1 to twice its length). */
export async function confirmClockedTime(
  db: Db,
  user: UserRow,
  sessionId: string,
  body: { minutes: number; note: string },
) {
  const session = await repo.findLectorSession(db, user.id, sessionId);
  if (!session) throw new AppError(404, "not_found");
  const now = clockNow();
  if (session.startsAt > now) throw new AppError(409, "session_not_started");
  if (body.minutes > session.durationMinutes * 2)
    throw new AppError(422, "validation_failed", { minutes: ["field.clocked_too_long"] });
  await repo.saveClockedTime(db, { sessionId, lectorUserId: user.id, ...body });
  return toLectorSession((await repo.findLectorSession(db, user.id, sessionId))!, now);
}

/** Clocked time of a provider's lectors per session: providers see their own, admins any provider's. */
export async function listClockedTimes(
  db: Db,
  user: UserRow,
  query: { provider_id?: string | undefined; page: number },
): Promise<ProviderClockedTimesPage> {
  const own = await findOwnProvider(db, user.id);
  let providerId = own?.id;
  if (query.provider_id && query.provider_id !== own?.id) {
    if (!user.isAdmin) throw new AppError(403, "forbidden");
    if (!(await repo.findProvider(db, query.provider_id))) throw new AppError(404, "provider_not_found");
    providerId = query.provider_id;
  }
  if (!providerId) throw new AppError(403, "forbidden");
  const { rows, total } = await repo.listProviderClockedTimes(db, {
    providerId,
    now: clockNow(),
    page: query.page,
    perPage,
  });
  return {
    data: rows.map((r) => ({
      session: {
        id: r.id,
        title: r.title,
        starts_at: r.startsAt.toISOString(),
        ends_at: r.endsAt.toISOString(),
        duration_minutes: r.durationMinutes,
      },
      course: { id: r.courseId, slug: r.courseSlug, title: r.courseTitle },
      lector: {
        id: r.lectorId,
        name: `${r.lectorFirstName} ${r.lectorLastName}`.trim(),
        email: r.lectorEmail,
      },
      clocked:
        r.minutes !== null && r.confirmedAt
          ? { minutes: r.minutes, note: r.note ?? "", confirmed_at: r.confirmedAt.toISOString() }
          : null,
    })),
    last_page: Math.max(1, Math.ceil(total / perPage)),
  };
}
