import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { LRUCache } from "lru-cache";

/** One stored answer: what is sent again, byte for byte, to the next anonymous visitor. */
export type CachedAnswer = {
  body: string;
  headers: Record<string, string>;
  /** the body compressed once when stored (pages), so a shared page costs no compression per visitor */
  encoded?: { br: Buffer; gzip: Buffer };
};

/**
 * The in-process cache of anonymous public answers (ADR 017): API answers that say `Cache-Control: public`
 * and server-rendered public pages, keyed by language and address. Every successful write through the API
 * empties it, and nothing in it lives longer than its seconds, so other processes and background jobs are
 * never behind by more than that.
 */
export class PublicCache {
  private readonly entries: LRUCache<string, CachedAnswer> | null;
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
              (answer.encoded ? answer.encoded.br.length + answer.encoded.gzip.length : 0) +
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

  /** The stored answer of a key, or undefined with a ticket that allows storing the fresh one. */
  lookup(key: string): { hit: CachedAnswer } | { hit: undefined; ticket: number } {
    const hit = this.entries?.get(key);
    if (hit) {
      this.hits++;
      return { hit };
    }
    this.misses++;
    return { hit: undefined, ticket: this.generation };
  }

  /** Stores an answer unless the cache was emptied since its lookup (the answer may be stale then). */
  store(key: string, ticket: number, answer: CachedAnswer) {
    if (!this.entries || ticket !== this.generation) return;
    this.entries.set(key, answer);
  }

  clear() {
    this.generation++;
    this.entries?.clear();
  }
}

declare module "fastify" {
  interface FastifyInstance {
    publicCache: PublicCache;
  }
  interface FastifyRequest {
    /** set when this answer may be stored in the public cache under its key */
    publicCacheTicket: { key: string; ticket: number } | null;
  }
}

const safeMethods = new Set(["GET", "HEAD", "OPTIONS"]);

/** Whether a request carries a session (a bearer token or the web app's cookie): such answers are personal. */
export function carriesSession(headers: FastifyRequest["headers"], cookieName: string) {
  if (headers.authorization) return true;
  const cookie = headers.cookie;
  return !!cookie && cookie.includes(`${cookieName}=`);
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
    app.decorateRequest("publicCacheTicket", null);
    if (!cache.enabled) return;
    app.addHook("onRequest", async (request, reply) => {
      if (
        request.method !== "GET" ||
        !request.url.startsWith(options.prefix) ||
        carriesSession(request.headers, options.cookieName)
      )
        return;
      const key = `api ${request.locale} ${request.url}`;
      const found = cache.lookup(key);
      if (found.hit) {
        reply.headers(found.hit.headers).header("x-cache", "hit");
        return reply.code(200).send(found.hit.body);
      }
      request.publicCacheTicket = { key, ticket: found.ticket };
    });
    app.addHook("onSend", async (request, reply, payload) => {
      const ticket = request.publicCacheTicket;
      if (!ticket || reply.statusCode !== 200 || typeof payload !== "string") return payload;
      const cacheControl = String(reply.getHeader("cache-control") ?? "");
      if (!/(^|,)\s*public\b/.test(cacheControl) || reply.hasHeader("set-cookie")) return payload;
      const headers: Record<string, string> = {};
      for (const name of replayed) {
        const value = reply.getHeader(name);
        if (value !== undefined) headers[name] = String(value);
      }
      cache.store(ticket.key, ticket.ticket, { body: payload, headers });
      reply.header("x-cache", "miss");
      return payload;
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
