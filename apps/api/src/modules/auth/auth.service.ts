import type { HeaderUser, RegisterBody, User } from "@kursove/contracts";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { users } from "../../db/schema/index";
import { AppError, isUniqueViolation } from "../../platform/errors";
import { fileUrl } from "../../platform/file-url";
import { clearRateLimit, hitRateLimit, peekRateLimit } from "../../platform/rate-limit";
import { hashToken, newToken } from "../../platform/tokens";
import { pageUrl, queueUserMail } from "./auth.mail";
import { sessionLifetimeMs } from "./auth.plugin";
import * as repo from "./auth.repository";
import { decoyHash, hashPassword, isCommonPassword, verifyPassword } from "./passwords";

export type AuthDeps = { db: Db; publicUrl: string; kickMail: () => void };
type Client = { ip: string; userAgent: string | undefined };

const minute = 60_000;
export const limits = {
  loginPerAccountAndAddress: { limit: 5, windowMs: 15 * minute },
  loginPerAddress: { limit: 20, windowMs: 15 * minute },
  registerPerAddress: { limit: 10, windowMs: 60 * minute },
  registerRefusedPerAddress: { limit: 20, windowMs: 60 * minute },
  resendPerUser: { limit: 1, windowMs: minute },
  forgotPerEmail: { limit: 3, windowMs: 15 * minute },
  forgotPerAddress: { limit: 20, windowMs: 15 * minute },
};
const verifyTokenMs = 24 * 60 * minute;
const resetTokenMs = 60 * minute;

function tooMany(retryAfterSeconds: number): never {
  throw Object.assign(new AppError(429, "too_many_attempts"), { retryAfterSeconds });
}

function fieldError(field: string, key: string): never {
  throw new AppError(422, "validation_failed", { [field]: [key] });
}

/** The field a sign-up's username or address is already taken on, with its message, or null. */
async function takenField(db: Db, body: RegisterBody) {
  if (await repo.isUsernameTaken(db, body.username)) return ["username", "username_taken"] as const;
  if (await repo.findUserByEmail(db, body.email)) return ["email", "field.email_taken"] as const;
  return null;
}

/** Opens a session and returns its token; only the token's hash is stored. */
export async function openSession(db: Db, userId: string, client: Client) {
  const token = newToken();
  const now = new Date();
  await repo.insertSession(db, {
    userId,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + sessionLifetimeMs),
    ip: client.ip,
    userAgent: client.userAgent?.slice(0, 300) ?? null,
  });
  return token;
}

/** Replaces the user's pending tokens of a purpose with a new single-use one and mails its link. */
async function mailToken(
  deps: AuthDeps,
  db: Db,
  user: repo.UserRow,
  mail: {
    purpose: "verify" | "reset";
    validMs: number;
    template: "verify_email" | "reset_password";
    path: string;
  },
) {
  const token = newToken();
  await repo.invalidateEmailTokens(db, user.id, mail.purpose, new Date());
  await repo.insertEmailToken(db, {
    userId: user.id,
    purpose: mail.purpose,
    tokenHash: hashToken(token),
    email: user.email,
    expiresAt: new Date(Date.now() + mail.validMs),
  });
  const link = pageUrl(deps.publicUrl, user, `${mail.path}?token=${token}`);
  await queueUserMail(db, deps.publicUrl, user, mail.template, link);
}

const mailVerification = (deps: AuthDeps, db: Db, user: repo.UserRow) =>
  mailToken(deps, db, user, {
    purpose: "verify",
    validMs: verifyTokenMs,
    template: "verify_email",
    path: "/auth/verify-email",
  });

/**
 * Creates an account, signs it in and queues the verification mail. Only accounts made count towards the
 * address's sign-up limit; a taken username or address counts in a window of its own, so an honest retry
 * costs nothing while probing which addresses have accounts still waits (ADR 007).
 */
export async function register(deps: AuthDeps, body: RegisterBody, client: Client, locale: "bg" | "en") {
  const madeKey = `register:ip:${client.ip}`;
  const refusedKey = `register:refused:ip:${client.ip}`;
  for (const [key, rule] of [
    [madeKey, limits.registerPerAddress],
    [refusedKey, limits.registerRefusedPerAddress],
  ] as const) {
    const state = await peekRateLimit(deps.db, key, rule.limit);
    if (!state.allowed) tooMany(state.retryAfterSeconds);
  }
  if (isCommonPassword(body.password)) fieldError("password", "field.password_common");
  const taken = await takenField(deps.db, body);
  if (taken) {
    const rule = limits.registerRefusedPerAddress;
    await hitRateLimit(deps.db, refusedKey, rule.limit, rule.windowMs);
    fieldError(taken[0], taken[1]);
  }
  const passwordHash = await hashPassword(body.password);
  const token = await deps.db
    .transaction(async (tx) => {
      const db = tx as unknown as Db;
      // counted with the account, so a sign-up that fails after this point does not count either
      const rule = limits.registerPerAddress;
      const made = await hitRateLimit(deps.db, madeKey, rule.limit, rule.windowMs, new Date(), db);
      if (!made.allowed) tooMany(made.retryAfterSeconds);
      const user = await repo.insertUser(db, {
        username: body.username,
        email: body.email.toLowerCase(),
        passwordHash,
        firstName: body.first_name,
        lastName: body.last_name,
        language: body.language ?? locale,
        newsletter: body.newsletter,
        notifications: body.notifications,
      });
      await mailVerification(deps, db, user);
      return openSession(db, user.id, client);
    })
    .catch(async (error: unknown) => {
      // the same sign-up sent twice at once (a double click, a retry): the unique index lets one
      // through, and the other is told what the first took, as if it had come second
      const raced = isUniqueViolation(error) ? await takenField(deps.db, body) : null;
      if (raced) fieldError(raced[0], raced[1]);
      throw error;
    });
  deps.kickMail();
  return token;
}

/** Signs in with email and password; failures make the client address wait, never a lock-out. */
export async function login(deps: AuthDeps, email: string, password: string, client: Client) {
  // an account's failures count per client address: a stranger's wrong passwords make only the
  // stranger's address wait, never the owner elsewhere (anyone could otherwise keep any account shut)
  const accountKey = `login:account:${email.toLowerCase()}:ip:${client.ip}`;
  const addressKey = `login:ip:${client.ip}`;
  for (const [key, rule] of [
    [accountKey, limits.loginPerAccountAndAddress],
    [addressKey, limits.loginPerAddress],
  ] as const) {
    const state = await peekRateLimit(deps.db, key, rule.limit);
    if (!state.allowed) tooMany(state.retryAfterSeconds);
  }
  const user = await repo.findUserByEmail(deps.db, email);
  const usable = user && !user.deletedAt;
  const matches = await verifyPassword(usable ? user.passwordHash : await decoyHash(), password);
  if (!usable || !matches) {
    await hitRateLimit(
      deps.db,
      accountKey,
      limits.loginPerAccountAndAddress.limit,
      limits.loginPerAccountAndAddress.windowMs,
    );
    await hitRateLimit(deps.db, addressKey, limits.loginPerAddress.limit, limits.loginPerAddress.windowMs);
    throw new AppError(422, "login_failed");
  }
  // only the right password learns that an admin blocked the account
  if (user.blockedAt) throw new AppError(403, "account_blocked");
  await clearRateLimit(deps.db, accountKey);
  return openSession(deps.db, user.id, client);
}

/** The header's part of the user (GET /user/header): the name and roles as GET /user answers them. */
export async function presentHeaderUser(db: Db, user: repo.UserRow): Promise<HeaderUser> {
  return headerOf(user, await repo.findRoles(db, user.id));
}

type Roles = Awaited<ReturnType<typeof repo.findRoles>>;

const headerOf = (user: repo.UserRow, roles: Roles): HeaderUser => ({
  id: user.id,
  name: `${user.firstName} ${user.lastName}`.trim(),
  is_admin: user.isAdmin,
  is_provider: roles.isProvider,
  is_lector: roles.isLector,
});

/** GET /user: the user object with its roles. */
export async function presentUser(db: Db, user: repo.UserRow): Promise<User> {
  const roles = await repo.findRoles(db, user.id);
  return {
    ...headerOf(user, roles),
    username: user.username,
    email: user.email,
    email_verified: user.emailVerifiedAt !== null,
    provider_slug: roles.providerSlug,
    first_name: user.firstName,
    last_name: user.lastName,
    language: user.language,
    country: user.country,
    city: user.city,
    district: user.district,
    mobile: user.mobile,
    address: user.address,
    post_code: user.postCode,
    newsletter: user.newsletter,
    notifications: user.notifications,
    avatar: fileUrl(user.avatarFileId),
    company_name: user.companyName,
    company_vat_id: user.companyVatId,
    company_address: user.companyAddress,
    company_mol: user.companyMol,
  };
}

/** Confirms an email address with the mailed single-use token; answers the confirmed user. */
export async function verifyEmail(deps: AuthDeps, token: string) {
  const now = new Date();
  const row = await repo.consumeEmailToken(deps.db, hashToken(token), "verify", now);
  if (!row) throw new AppError(422, "invalid_token");
  const user = await repo.findUserById(deps.db, row.userId);
  if (!user || user.email.toLowerCase() !== row.email.toLowerCase()) throw new AppError(422, "invalid_token");
  if (!user.emailVerifiedAt)
    await deps.db.update(users).set({ emailVerifiedAt: now }).where(eq(users.id, user.id));
  return { ...user, emailVerifiedAt: user.emailVerifiedAt ?? now };
}

/** Mails a new verification link, at most once a minute. */
export async function resendVerification(deps: AuthDeps, user: repo.UserRow) {
  if (user.emailVerifiedAt) throw new AppError(409, "already_verified");
  const rule = limits.resendPerUser;
  const state = await hitRateLimit(deps.db, `resend:${user.id}`, rule.limit, rule.windowMs);
  if (!state.allowed) tooMany(state.retryAfterSeconds);
  await deps.db.transaction(async (tx) => mailVerification(deps, tx as unknown as Db, user));
  deps.kickMail();
}

/** Mails a reset link when the address has an account; answers the same either way. */
export async function forgotPassword(deps: AuthDeps, email: string, client: Client) {
  const perAddress = await hitRateLimit(
    deps.db,
    `forgot:ip:${client.ip}`,
    limits.forgotPerAddress.limit,
    limits.forgotPerAddress.windowMs,
  );
  if (!perAddress.allowed) tooMany(perAddress.retryAfterSeconds);
  const perEmail = await hitRateLimit(
    deps.db,
    `forgot:email:${email.toLowerCase()}`,
    limits.forgotPerEmail.limit,
    limits.forgotPerEmail.windowMs,
  );
  const user = await repo.findUserByEmail(deps.db, email);
  // silently skip when throttled or unknown, so the answer tells nothing about the address
  if (!perEmail.allowed || !user || user.deletedAt || user.blockedAt) return;
  await deps.db.transaction(async (tx) =>
    mailToken(deps, tx as unknown as Db, user, {
      purpose: "reset",
      validMs: resetTokenMs,
      template: "reset_password",
      path: "/auth/reset",
    }),
  );
  deps.kickMail();
}

/** Sets a new password with a reset token (single use) and ends every session of the user. */
export async function resetPassword(deps: AuthDeps, token: string, password: string) {
  if (isCommonPassword(password)) fieldError("password", "field.password_common");
  const passwordHash = await hashPassword(password);
  const now = new Date();
  await deps.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    const row = await repo.consumeEmailToken(db, hashToken(token), "reset", now);
    if (!row) throw new AppError(422, "invalid_token");
    const user = await repo.findUserById(db, row.userId);
    if (!user || user.deletedAt) throw new AppError(422, "invalid_token");
    // the link proves the mailbox, so an unverified address becomes verified
    await db
      .update(users)
      .set({ passwordHash, updatedAt: now, emailVerifiedAt: user.emailVerifiedAt ?? now })
      .where(eq(users.id, user.id));
    await repo.revokeUserSessions(db, user.id, now);
    await queueUserMail(db, deps.publicUrl, user, "password_changed");
  });
  deps.kickMail();
}
