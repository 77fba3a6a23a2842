import zlib from "node:zlib";
import { Negotiator } from "@fastify/accept-negotiator";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { LRUCache } from "lru-cache";

/** One stored answer: what is sent again, byte for byte, to the next anonymous visitor. */
export type CachedAnswer = {
  /** the API's JSON as Fastify serialized it; a page's HTML as bytes, so a replay does not encode it again */
  body: string | Buffer;
  headers: Record<string, string>;
  /** the body compressed at most once per encoding, so a shared answer costs no compression per visitor */
  encoded?: Encodings;
};

/** A stored body's compressed forms, each made on its first demand and kept (see encodeOnce). */
export type Encodings = { get(encoding: "br" | "gzip"): Buffer };

const encodings = new Negotiator({ supportedValues: ["br", "gzip"] });

/** The compression an Accept-Encoding header accepts (Brotli first), or null. */
export function acceptedEncoding(header: string | null | undefined): "br" | "gzip" | null {
  return header ? (encodings.negotiate(header) as "br" | "gzip" | null) : null;
}

/**
 * A shared answer's body compressed per encoding on demand, not when stored: most stored answers never need
 * both encodings, and the API answers that server rendering asks in process need none (ADR 034). The first
 * demand is often the only one (a course page asked once, by a crawler or the long tail), so it gets a
 * Brotli fast enough to pay on every cold page (quality 4); the second means the answer is shared, and it
 * is compressed once more at quality 6 (about a tenth smaller) for every later visitor (P8, ADR 040).
 */
export function encodeOnce(body: string | Buffer): Encodings {
  const made: { br?: Buffer; gzip?: Buffer } = {};
  let brFinal = false;
  return {
    get(encoding) {
      if (encoding === "gzip") {
        made.gzip ??= zlib.gzipSync(body);
        return made.gzip;
      }
      if (made.br && brFinal) return made.br;
      brFinal = made.br !== undefined;
      made.br = zlib.brotliCompressSync(body, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: brFinal ? 6 : 4,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(body),
        },
      });
      return made.br;
    },
  };
}

/** The room kept for a body's compressed forms, counted when it is stored (they are made later). */
const encodedAllowance = (body: string | Buffer) => Math.ceil(Buffer.byteLength(body) / 2);

/** A computation of an answer under way: others asking for the same key wait for it instead of repeating it. */
export type Fill = {
  key: string;
  generation: number;
  settle: (answer: CachedAnswer | null) => void;
  settled: boolean;
};

export type Lookup = { hit: CachedAnswer } | { wait: Promise<CachedAnswer | null> } | { fill: Fill };

/**
 * The in-process cache of anonymous public answers (ADR 017): API answers that say `Cache-Control: public`
 * and server-rendered public pages, keyed by language and address. Every successful write through the API
 * empties it, and nothing in it lives longer than its seconds, so other processes and background jobs are
 * never behind by more than that. Concurrent misses of one key are computed once (the others wait).
 */
export class PublicCache {
  private readonly entries: LRUCache<string, CachedAnswer> | null;
  private readonly fills = new Map<string, Fill & { done: Promise<CachedAnswer | null> }>();
  /** bumped by every clear: an answer computed before a write is not stored after it */
  private generation = 0;
  hits = 0;
  misses = 0;

  constructor(options: { seconds: number; megabytes: number }) {
    this.entries =
      options.seconds > 0 && options.megabytes > 0
        ? new LRUCache<string, CachedAnswer>({
            ttl: options.seconds * 1000,
            maxSize: options.megabytes * 1024 * 1024,
            sizeCalculation: (answer, key) =>
              Buffer.byteLength(answer.body) +
              (answer.encoded ? encodedAllowance(answer.body) : 0) +
              key.length +
              256,
          })
        : null;
  }

  get enabled() {
    return this.entries !== null;
  }

  get size() {
    return this.entries?.size ?? 0;
  }

  /**
   * The stored answer of a key; or, while another request computes it, a promise of that answer (null
   * when it turned out not to be shareable); or else a fill: the caller computes it and then stores or
   * abandons it.
   */
  lookup(key: string): Lookup {
    const hit = this.entries?.get(key);
    if (hit) {
      this.hits++;
      return { hit };
    }
    const running = this.fills.get(key);
    if (running) {
      this.hits++;
      return { wait: running.done };
    }
    this.misses++;
    let settle: (answer: CachedAnswer | null) => void = () => {};
    const done = new Promise<CachedAnswer | null>((resolve) => {
      settle = resolve;
    });
    const fill = { key, generation: this.generation, settle, settled: false, done };
    this.fills.set(key, fill);
    return { fill };
  }

  /** Hands the computed answer to those waiting, and keeps it unless the cache was emptied meanwhile. */
  store(fill: Fill, answer: CachedAnswer) {
    if (fill.settled) return;
    this.finish(fill, answer);
    if (this.entries && fill.generation === this.generation) this.entries.set(fill.key, answer);
  }

  /** The answer is not shareable (an error, a cookie, a private answer): those waiting compute their own. */
  abandon(fill: Fill) {
    if (!fill.settled) this.finish(fill, null);
  }

  private finish(fill: Fill, answer: CachedAnswer | null) {
    fill.settled = true;
    if (this.fills.get(fill.key) === fill) this.fills.delete(fill.key);
    fill.settle(answer);
  }

  clear() {
    this.generation++;
    // computations under way started before the write: the next request starts a fresh one
    this.fills.clear();
    this.entries?.clear();
  }
}

declare module "fastify" {
  interface FastifyInstance {
    publicCache: PublicCache;
  }
  interface FastifyRequest {
    /** set when this request computes an answer others may share */
    publicCacheFill: Fill | null;
  }
}

const safeMethods = new Set(["GET", "HEAD", "OPTIONS"]);

/** Whether a request carries a session (a bearer token or the web app's cookie): such answers are personal. */
export function carriesSession(
  headers: { authorization?: string | null | undefined; cookie?: string | null | undefined },
  cookieName: string,
) {
  if (headers.authorization) return true;
  const cookie = headers.cookie;
  return !!cookie && cookie.includes(`${cookieName}=`);
}

function varyWithEncoding(vary: string | undefined) {
  return vary ? `${vary}, Accept-Encoding` : "Accept-Encoding";
}

/** Headers of an answer that are replayed from the cache; the rest (request id, dates) are per answer. */
const replayed = ["content-type", "cache-control", "vary", "content-language"];

/**
 * Serves anonymous GETs of the API from the public cache and fills it with answers marked public.
 * Registered at the root for the API's prefix, before compression; the clearing on writes by buildApp.
 */
export const publicCachePlugin = fp(
  async (app: FastifyInstance, options: { cookieName: string; prefix: string }) => {
    const cache = app.publicCache;
    app.decorateRequest("publicCacheFill", null);
    if (!cache.enabled) return;
    app.addHook("onRequest", async (request, reply) => {
      if (
        request.method !== "GET" ||
        !request.url.startsWith(options.prefix) ||
        carriesSession(request.headers, options.cookieName)
      )
        return;
      const found = cache.lookup(`api ${request.locale} ${request.url}`);
      if ("fill" in found) {
        request.publicCacheFill = found.fill;
        return;
      }
      const answer = "hit" in found ? found.hit : await found.wait;
      // the request computing it found it was not shareable: this one computes its own
      if (!answer) return;
      reply.headers(answer.headers).header("x-cache", "hit");
      const encoding = acceptedEncoding(request.headers["accept-encoding"]);
      if (encoding && answer.encoded) {
        // already compressed: @fastify/compress leaves an answer with a Content-Encoding alone
        reply.header("content-encoding", encoding).header("vary", varyWithEncoding(answer.headers.vary));
        return reply.code(200).send(answer.encoded.get(encoding));
      }
      return reply.code(200).send(answer.body);
    });
    app.addHook("onSend", async (request, reply, payload) => {
      const fill = request.publicCacheFill;
      if (!fill) return payload;
      const cacheControl = String(reply.getHeader("cache-control") ?? "");
      if (
        reply.statusCode !== 200 ||
        typeof payload !== "string" ||
        !/(^|,)\s*public\b/.test(cacheControl) ||
        reply.hasHeader("set-cookie")
      ) {
        cache.abandon(fill);
        return payload;
      }
      const headers: Record<string, string> = {};
      for (const name of replayed) {
        const value = reply.getHeader(name);
        if (value !== undefined) headers[name] = String(value);
      }
      cache.store(fill, {
        body: payload,
        headers,
        encoded: payload.length >= 1024 ? encodeOnce(payload) : undefined,
      });
      reply.header("x-cache", "miss");
      return payload;
    });
    // whatever happened (an error before sending, a closed connection), no one is left waiting
    app.addHook("onResponse", async (request) => {
      if (request.publicCacheFill) cache.abandon(request.publicCacheFill);
    });
    app.addHook("onRequestAbort", async (request) => {
      if (request.publicCacheFill) cache.abandon(request.publicCacheFill);
    });
  },
  { name: "public-cache" },
);

/** Empties the public cache after every successful write, whichever route or page made it. */
export function clearPublicCacheOnWrites(app: FastifyInstance) {
  app.addHook("onResponse", async (request, reply) => {
    if (!safeMethods.has(request.method) && reply.statusCode < 400) app.publicCache.clear();
  });
}
