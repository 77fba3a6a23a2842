import { randomBytes } from "node:crypto";
import { certificateCodePattern } from "@kursove/contracts";

// Crockford's base32: no I, L, O or U, so a code read aloud or typed from paper is not mistaken.
const alphabet = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/** A new certificate code (CERT-CODE): 80 random bits as XXXX-XXXX-XXXX-XXXX, never sequential. */
export function newCertificateCode(): string {
  const bytes = randomBytes(10);
  let bits = 0;
  let value = 0;
  let out = "";
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += alphabet[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
    value &= (1 << bits) - 1;
  }
  return out.match(/.{4}/g)!.join("-");
}

/** The code as typed (any case, O for 0, I and L for 1), or null when it cannot be a code. */
export function normalizeCertificateCode(raw: string): string | null {
  const code = raw.trim().toUpperCase().replace(/O/g, "0").replace(/[IL]/g, "1");
  return certificateCodePattern.test(code) ? code : null;
}
