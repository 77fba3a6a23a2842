import { createChallenge, randomInt } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import { verify } from "altcha-lib/frameworks/shared";
import { sql } from "drizzle-orm";
import { type Db, queryRows } from "../db/client";

/** The self-hosted "I am not a robot" check: an ALTCHA proof-of-work, valid for 10 minutes and usable once. */
export type CaptchaOptions = { secret: string; cost?: number; maxCounter?: number };

const validityMs = 10 * 60 * 1000;

export async function createCaptchaChallenge(options: CaptchaOptions) {
  const maxCounter = options.maxCounter ?? 60_000;
  return createChallenge({
    algorithm: "SHA-256",
    cost: options.cost ?? 1,
    counter: randomInt(maxCounter, Math.floor(maxCounter / 10)),
    deriveKey,
    expiresAt: new Date(Date.now() + validityMs),
    hmacSignatureSecret: options.secret,
  });
}

/** True when the payload solves a challenge we signed, not yet expired and not used before. */
export async function verifyCaptcha(
  db: Db,
  options: CaptchaOptions,
  payload: string | undefined,
): Promise<boolean> {
  if (!payload) return false;
  const result = await verify(payload, deriveKey, options.secret, undefined, undefined, undefined);
  if (!result.verification?.verified || !result.payload) return false;
  const signature = (result.payload as { challenge?: { signature?: string } }).challenge?.signature;
  if (!signature) return false;
  await db.execute(sql`delete from captcha_uses where expires_at < now()`);
  const inserted = await queryRows<{ signature: string }>(
    db,
    sql`
    insert into captcha_uses (signature, expires_at) values (${signature}, ${new Date(Date.now() + validityMs).toISOString()})
    on conflict (signature) do nothing returning signature`,
  );
  return inserted.length === 1;
}
