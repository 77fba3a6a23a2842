import { createHash, randomBytes } from "node:crypto";

/**
 * The Content-Security-Policy of the pages (CSP, ASVS V3.4): scripts only from this site, and inline
 * scripts only when they carry the answer's nonce or, for a page kept in the public cache and so sent to
 * many visitors, when their text has one of the listed hashes. A nonce must never be sent twice; a hash
 * allows exactly the script that was rendered, so a stored page needs no per-visitor rewrite.
 */
export type PagePolicyOptions = {
  /** Stripe Elements take the card when the gateway is Stripe: its script, frames and API are allowed */
  stripe: boolean;
  /** the site is served over https: other http addresses on the page are upgraded */
  https: boolean;
};

/** A fresh nonce: 128 random bits, base64 (CSP 3 asks for at least 128 bits). */
export const newNonce = () => randomBytes(16).toString("base64");

/** The CSP sources of every inline script (a `<script>` without `src`) in an HTML document. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const [, attributes = "", text = ""] = match;
    if (/\ssrc\s*=/i.test(` ${attributes}`)) continue;
    hashes.add(`'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

/** The policy of a page whose inline scripts are allowed by `scripts` (a nonce, or hashes). */
export function pagePolicy(scripts: { nonce: string } | { hashes: string[] }, options: PagePolicyOptions) {
  const inline = "nonce" in scripts ? [`'nonce-${scripts.nonce}'`] : scripts.hashes;
  const stripe = options.stripe;
  const directives: [string, ...string[]][] = [
    ["default-src", "'self'"],
    [
      "script-src",
      "'self'",
      ...inline,
      ...(stripe ? ["https://js.stripe.com", "https://*.js.stripe.com"] : []),
    ],
    // React's style attributes, the editor's and the cropper's: styles cannot run code
    ["style-src", "'self'", "'unsafe-inline'"],
    // data: for small inline images, blob: for the previews of pictures being uploaded
    ["img-src", "'self'", "data:", "blob:", ...(stripe ? ["https://*.stripe.com"] : [])],
    ["font-src", "'self'", "data:"],
    ["media-src", "'self'", "blob:"],
    ["connect-src", "'self'", ...(stripe ? ["https://api.stripe.com"] : [])],
    // a course's video is embedded from the address its provider gave (YouTube, Vimeo or another https
    // player); Stripe's card fields are frames too
    ["frame-src", "'self'", "https:"],
    // the captcha's proof of work runs in a worker made from a blob
    ["worker-src", "'self'", "blob:"],
    ["object-src", "'none'"],
    ["base-uri", "'self'"],
    // a card payment may be sent on to the bank's 3-D Secure page, a provider to Stripe's onboarding
    ["form-action", "'self'", ...(stripe ? ["https://*.stripe.com"] : [])],
    ["frame-ancestors", "'self'"],
    ...(options.https ? ([["upgrade-insecure-requests"]] as [string][]) : []),
  ];
  return directives.map((directive) => directive.join(" ")).join("; ");
}

/**
 * The browser features a page of this site may use: none of the camera, microphone, location or USB, and
 * payments only here and in Stripe's card frames (Stripe.js asks for the Payment Request API in them).
 * Only features Chromium knows are named: an unknown one is an error in the console.
 */
export const permissionsPolicy =
  'camera=(), microphone=(), geolocation=(), usb=(), payment=(self "https://js.stripe.com")';

/** API answers (JSON, files): if one were ever opened as a document, nothing in it may load, run or be framed. */
export const dataPolicy = "default-src 'none'; frame-ancestors 'none'";
