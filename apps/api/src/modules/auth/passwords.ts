import { hash, verify } from "@node-rs/argon2";
import { dictionary } from "@zxcvbn-ts/language-common";

let common: Set<string> | undefined;

/** True for the passwords people choose most often (zxcvbn's list of about 50,000). */
export function isCommonPassword(password: string) {
  common ??= new Set((dictionary["passwords-common"] as string[]).map((p) => p.toLowerCase()));
  return common.has(password.toLowerCase());
}

/** argon2id with the library's defaults (OWASP's recommended parameters). */
export const hashPassword = (password: string) => hash(password);

export async function verifyPassword(passwordHash: string, password: string) {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

// A hash to compare against when no user matches, so a wrong email costs as much time as a wrong password.
let decoy: Promise<string> | undefined;
export const decoyHash = () => {
  decoy ??= hash("decoy-password-never-used");
  return decoy;
};
