import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { authCookieName } from "../../platform/auth-cookie";
import { AppError } from "../../platform/errors";
import { hashToken } from "../../platform/tokens";
import { findLiveSession, touchSession, type UserRow } from "./auth.repository";

export const sessionIdleMs = 14 * 24 * 60 * 60 * 1000;
export const sessionLifetimeMs = 60 * 24 * 60 * 60 * 1000;
const touchEveryMs = 5 * 60 * 1000;

export type Auth = { user: UserRow; sessionId: string; tokenHash: string; via: "bearer" | "cookie" };

declare module "fastify" {
  interface FastifyRequest {
    auth: Auth | null;
  }
}

/** The token of a request: Authorization Bearer for API clients, else the web app's httpOnly cookie. */
function readToken(request: FastifyRequest): { token: string; via: Auth["via"] } | null {
  const header = request.headers.authorization;
  if (header?.startsWith("Bearer ")) return { token: header.slice(7).trim(), via: "bearer" };
  const cookie = request.cookies?.[authCookieName];
  if (cookie) return { token: cookie.replace(/^Bearer\s+/, "").trim(), via: "cookie" };
  return null;
}

const safeMethods = new Set(["GET", "HEAD", "OPTIONS"]);

const webhookPath = "/api/v1/payments/webhook";

/**
 * Origins allowed to write with the cookie: the public address and the address the request came to (its
 * own Host, so a site opened by another name or IP works: SAME-HOST). A browser that says the request is
 * cross-site is believed whatever the origin.
 */
function isSameOrigin(request: FastifyRequest, publicUrl: string) {
  if (request.headers["sec-fetch-site"] === "cross-site") return false;
  const origin = request.headers.origin ?? refererOrigin(request.headers.referer);
  if (!origin) return false;
  const own = `${request.protocol}://${request.host}`;
  return origin === new URL(publicUrl).origin || origin === own;
}

function refererOrigin(referer: string | undefined) {
  if (!referer) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return undefined;
  }
}

/** The personal, provider and lector areas, checkout, one's orders and instructors: only for someone signed in. */
const signedInArea = /^\/api\/v1\/(user|provider|lector|checkout|orders|instructors)(\/|\?|$)/;
/** Writing a review of a course (reading them is public). */
const reviewWrite = /^\/api\/v1\/courses\/[^/?]+\/reviews(\?|$)/;
const adminArea = /^\/api\/v1\/admin(\/|\?|$)/;

/**
 * Reads the session of every request before its body is validated; refuses cookie-authenticated writes
 * from another origin; closes the admin area to all but admins and the signed-in areas to visitors before
 * anything they sent is looked at. Finer checks (whose course, which provider) stay with each
 * route.
 */
export const authPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest("auth", null);
  app.addHook("preValidation", async (request) => {
    // the gateway's webhook is no one's session: it is proved by its signature alone, and a cookie that
    // happens to come along is neither read nor held against it
    if (request.url.startsWith(webhookPath)) return;
    await readSession(request);
    if (adminArea.test(request.url)) requireAdmin(request);
    else if (signedInArea.test(request.url)) requireAuth(request);
    else if (request.method === "POST" && reviewWrite.test(request.url)) requireAuth(request);
  });
  async function readSession(request: FastifyRequest) {
    const found = readToken(request);
    if (!found || found.token.length < 20 || found.token.length > 200) return;
    const now = new Date();
    const tokenHash = hashToken(found.token);
    const row = await findLiveSession(
      app.deps.database.db,
      tokenHash,
      new Date(now.getTime() - sessionIdleMs),
      now,
    );
    if (!row) return;
    if (
      found.via === "cookie" &&
      !safeMethods.has(request.method) &&
      !isSameOrigin(request, app.deps.config.publicUrl)
    ) {
      throw new AppError(403, "cross_site_refused");
    }
    if (now.getTime() - row.session.lastSeenAt.getTime() > touchEveryMs) {
      await touchSession(app.deps.database.db, row.session.id, now);
    }
    request.auth = { user: row.user, sessionId: row.session.id, tokenHash, via: found.via };
  }
});

/** The signed-in user of a request, or 401. */
export function requireAuth(request: FastifyRequest): Auth {
  if (!request.auth) throw new AppError(401, "not_signed_in");
  return request.auth;
}

export function requireAdmin(request: FastifyRequest): Auth {
  const auth = requireAuth(request);
  if (!auth.user.isAdmin) throw new AppError(403, "forbidden");
  return auth;
}
