import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import fastifyCookie from "@fastify/cookie";
import fastifyStatic from "@fastify/static";
import { type Locale, localeFromHeader } from "@kursove/i18n";
import { createRequestListener } from "@mjackson/node-fetch-server";
import type { FastifyInstance } from "fastify";
import { createRequestHandler, type ServerBuild } from "react-router";
import { authCookieName } from "./auth-cookie";
import { inlineScriptHashes, newNonce, type PagePolicyOptions, pagePolicy } from "./csp";
import { acceptedEncoding, type CachedAnswer, carriesSession, encodeOnce, type Fill } from "./public-cache";

/**
 * A fetch that answers API calls in process, so server rendering needs no network hop. The calls carry
 * the page's own Host, so the API's same-origin check (ADR 003) sees the address the visitor opened,
 * whatever PUBLIC_URL says (SAME-HOST).
 */
export function inProcessFetch(
  app: FastifyInstance,
  client: { address?: string | undefined; host?: string | undefined } = {},
): typeof fetch {
  const { address: remoteAddress, host } = client;
  return async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    const answer = await app.inject({
      method: request.method as "GET",
      url: url.pathname + url.search,
      headers: { ...Object.fromEntries(request.headers), ...(host ? { host } : {}) },
      // the visitor's address, so per-address limits see the person and not this server
      ...(remoteAddress ? { remoteAddress } : {}),
      ...(body ? { payload: body } : {}),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value === undefined) continue;
      for (const v of Array.isArray(value) ? value : [String(value)]) headers.append(name, v);
    }
    const status = answer.statusCode;
    return new Response(status === 204 || status === 304 ? null : answer.rawPayload, { status, headers });
  };
}

type WebOptions = {
  /** the production build; or, in development, a function that loads it from Vite */
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** the folder of hashed client assets, served before the pages */
  clientDir?: string;
  /** false in development only, where Vite adds scripts of its own to the pages */
  contentSecurity?: boolean;
};

/** Public pages, in Bulgarian and under /en, and their client-side data requests (`.data`). */
const publicPage =
  /^(?:\/en)?(?:\/|\/courses(?:\/[^/]+)?|\/provider\/[^/]+|\/(?:consumers|business|kids|open-courses)|\/how-it-works|\/faq|\/blog(?:\/[^/]+)?|\/guides|\/(?:terms-of-use|privacy-policy|cookie-policy))?$/;

/**
 * The public-cache key of a page request, or null when the page may differ for this visitor: only GETs of
 * public pages by visitors without a session are shared. The key holds the language the visitor would be
 * sent to (their language cookie, else their browser's language), so a redirect to /en is never skipped.
 */
/** Whether a page request carries a session (a bearer token or the session cookie). */
const pageHasSession = (request: Request) =>
  carriesSession(
    { authorization: request.headers.get("authorization"), cookie: request.headers.get("cookie") },
    authCookieName,
  );

export function pageCacheKey(request: Request): string | null {
  if (request.method !== "GET" || pageHasSession(request)) return null;
  const cookie = request.headers.get("cookie");
  const url = new URL(request.url);
  const pathname = url.pathname.replace(/\.data$/, "").replace(/^\/_root$/, "/");
  if (!publicPage.test(pathname.length > 1 ? pathname.replace(/\/$/, "") : pathname)) return null;
  // as the root loader decides: the cookie when there is one (only "en" moves a visitor), else the browser;
  // reduced to bg or en, so made-up cookie values cannot multiply the entries
  const chosen = cookie ? fastifyCookie.parse(cookie).i18n_redirected : undefined;
  const wanted: Locale =
    chosen !== undefined
      ? chosen === "en"
        ? "en"
        : "bg"
      : localeFromHeader(request.headers.get("accept-language"));
  return `page ${wanted} ${url.host} ${url.pathname}${url.search}`;
}

/**
 * The address of a page without its trailing slash (`/business/?a=1` → `/business?a=1`), or null when it
 * has none: the pages are registered without one, and React Router's loaders read their path exactly.
 * The result is always a path of this site (never `//host`) and percent-encoded, fit for a Location header.
 */
export function withoutTrailingSlash(url: string): string | null {
  const at = url.indexOf("?");
  const rawPath = at === -1 ? url : url.slice(0, at);
  if (rawPath.length < 2 || !rawPath.endsWith("/")) return null;
  let parsed: URL;
  try {
    parsed = new URL(url, "http://this-site.invalid");
  } catch {
    return "/";
  }
  const pathname = parsed.pathname.replace(/\/+$/, "").replace(/^\/+/, "/") || "/";
  return pathname + parsed.search;
}

/** Page headers replayed from the cache; cookies are never stored (answers that set one are not cached). */
const replayedPageHeaders = ["content-type", "vary", "content-language", "link", "content-security-policy"];

const compressible = /^(text\/|application\/(json|javascript|xml)|image\/svg)/;

/** A page answer compressed on its way out (gzip, streamed, so the page still arrives as it renders). */
function compressStreamed(response: Response, encoding: "br" | "gzip" | null): Response {
  if (
    !encoding ||
    !response.body ||
    response.headers.has("content-encoding") ||
    !compressible.test(response.headers.get("content-type") ?? "")
  )
    return response;
  const headers = new Headers(response.headers);
  headers.set("content-encoding", "gzip");
  headers.delete("content-length");
  headers.append("vary", "Accept-Encoding");
  const body = response.body.pipeThrough(new CompressionStream("gzip"));
  return new Response(body, { status: response.status, statusText: response.statusText, headers });
}

/**
 * A page rendered for someone signed in holds their name, cart and data: no browser or proxy may keep it
 * (NO-STORE), unless the page said otherwise itself.
 */
function personal(request: Request, response: Response): Response {
  if (!pageHasSession(request) || response.headers.has("cache-control")) return response;
  const headers = new Headers(response.headers);
  headers.set("cache-control", "private, no-store");
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

const isHtml = (headers: Headers) => /^text\/html/.test(headers.get("content-type") ?? "");

/** A rendered page with the policy that allows its inline scripts by the nonce they were rendered with. */
function withNonce(response: Response, nonce: string, options: PagePolicyOptions | null): Response {
  if (!options || !isHtml(response.headers)) return response;
  const headers = new Headers(response.headers);
  headers.set("content-security-policy", pagePolicy({ nonce }, options));
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

/** A stored page in the encoding the visitor accepts, compressed once per encoding (encodeOnce). */
function replay(answer: CachedAnswer, encoding: "br" | "gzip" | null, cacheState: string): Response {
  const headers = new Headers(answer.headers);
  headers.set("x-cache", cacheState);
  headers.append("vary", "Accept-Encoding");
  if (!encoding || !answer.encoded)
    return new Response(typeof answer.body === "string" ? answer.body : new Uint8Array(answer.body), {
      status: 200,
      headers,
    });
  headers.set("content-encoding", encoding);
  const bytes = answer.encoded.get(encoding);
  headers.set("content-length", String(bytes.length));
  return new Response(new Uint8Array(bytes), { status: 200, headers });
}

/** Serves the React Router pages (and their assets) for every path outside /api. */
export async function registerWeb(app: FastifyInstance, options: WebOptions) {
  const handle = createRequestHandler(
    options.build,
    process.env.NODE_ENV === "production" ? "production" : "development",
  );
  const cache = app.publicCache;
  const { config } = app.deps;
  const seconds = config.publicCache.seconds;
  const policy: PagePolicyOptions | null =
    options.contentSecurity === false
      ? null
      : { stripe: Boolean(config.stripePublishableKey), https: config.publicUrl.startsWith("https:") };
  /** Renders a page with a fresh nonce for its inline scripts (entry.server.tsx gives it to them). */
  const render = async (request: Request, client: { address?: string }) => {
    const cspNonce = newNonce();
    const response = await handle(request, {
      // the socket's address; Fastify applies TRUST_PROXY to the forwarded headers itself
      apiFetch: inProcessFetch(app, {
        address: client.address,
        host: request.headers.get("host") ?? undefined,
      }),
      apiBase: `${config.publicUrl}/api/v1`,
      cspNonce,
      money: { currency: config.currency, second: config.showSecondCurrency },
      company: config.platformCompany,
    });
    return withNonce(response, cspNonce, policy);
  };
  const listener = createRequestListener(async (request, client) => {
    const encoding =
      request.method === "HEAD" ? null : acceptedEncoding(request.headers.get("accept-encoding"));
    const key = cache.enabled ? pageCacheKey(request) : null;
    if (!key) return compressStreamed(personal(request, await render(request, client)), encoding);
    const found = cache.lookup(key);
    if ("hit" in found) return replay(found.hit, encoding, "hit");
    if ("wait" in found) {
      // another visitor's request is rendering this page right now: share its result
      const answer = await found.wait;
      return answer
        ? replay(answer, encoding, "hit")
        : compressStreamed(await render(request, client), encoding);
    }
    try {
      return await renderAndStore(request, client, found.fill, encoding);
    } finally {
      cache.abandon(found.fill);
    }
  });
  async function renderAndStore(
    request: Request,
    client: { address?: string },
    fill: Fill,
    encoding: "br" | "gzip" | null,
  ) {
    const response = await render(request, client);
    const type = response.headers.get("content-type") ?? "";
    if (
      response.status !== 200 ||
      response.headers.has("set-cookie") ||
      response.headers.has("cache-control") ||
      !/^text\/(html|x-script)/.test(type)
    )
      return compressStreamed(response, encoding);
    const body = await response.text();
    const headers = new Headers(response.headers);
    // shared caches may keep a visitor's page as long as this process does; browsers always ask again,
    // so a visitor who signs in never sees the page as it was before
    headers.set("cache-control", `public, max-age=0, s-maxage=${seconds}`);
    headers.set("vary", "Cookie, Accept-Language");
    // one stored page goes to many visitors, so its nonce would be shared: its inline scripts are allowed
    // by their hashes instead
    if (policy && isHtml(headers))
      headers.set("content-security-policy", pagePolicy({ hashes: inlineScriptHashes(body) }, policy));
    const stored: Record<string, string> = {};
    for (const name of [...replayedPageHeaders, "cache-control"]) {
      const value = headers.get(name);
      if (value !== null) stored[name] = value;
    }
    const answer: CachedAnswer = {
      body: Buffer.from(body),
      headers: stored,
      encoded: encodeOnce(body),
    };
    cache.store(fill, answer);
    return replay(answer, encoding, "miss");
  }
  await app.register(async (web) => {
    // React Router reads request bodies itself (form actions), so Fastify must leave them unread.
    web.removeAllContentTypeParsers();
    web.addContentTypeParser("*", (_request, _payload, done) => done(null));
    if (options.clientDir) {
      await web.register(fastifyStatic, {
        root: options.clientDir,
        wildcard: false,
        index: false,
        // the build writes .br and .gz copies of every asset (apps/web/scripts/precompress.mjs)
        preCompressed: true,
        setHeaders(res, filePath) {
          const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
          res.header(
            "cache-control",
            immutable ? "public, max-age=31536000, immutable" : "public, max-age=3600",
          );
        },
      });
    }
    web.route({
      method: ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"],
      url: "/*",
      handler: (request, reply) => {
        const target = withoutTrailingSlash(request.url);
        // permanent, and the method and body are kept (308), so a form posted to `/login/` still works
        if (target !== null) {
          reply.redirect(target, 308);
          return;
        }
        reply.hijack();
        listener(request.raw, reply.raw);
      },
    });
  });
}

/** Loads the production build of the web app from its folder. */
export async function loadWebBuild(buildDir: string) {
  const serverEntry = path.join(buildDir, "server", "index.js");
  if (!existsSync(serverEntry))
    throw new Error(`The web app is not built: ${serverEntry} is missing (run npm run build)`);
  const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
  return { build, clientDir: path.join(buildDir, "client") };
}
