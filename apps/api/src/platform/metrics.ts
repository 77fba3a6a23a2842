import { timingSafeEqual } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import { AppError } from "./errors";

/** Figures read from the database at each scrape, so every process answers the same. */
export type MetricReaders = {
  /** automatic refunds begun so far, by reason */
  countAutomaticRefunds(): Promise<{ reason: string; count: number }[]>;
};

/**
 * `GET /metrics` for Prometheus: the process's own figures (CPU, memory, event-loop delay,
 * garbage collection, handles), every API answer's duration by method, route and status, and the
 * automatic refunds by reason, all prefixed `kursove_`. Off unless METRICS_TOKEN is set; then only a
 * scrape that sends it as a bearer token is answered, so the figures never reach the public.
 */
export function registerMetrics(app: FastifyInstance, token: string | undefined, readers: MetricReaders) {
  if (!token) return;
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: "kursove_" });
  new Gauge({
    name: "kursove_automatic_refunds",
    help: "Payments paid back in full without anyone asking, all recorded so far, by reason",
    labelNames: ["reason"] as const,
    registers: [registry],
    async collect() {
      this.reset();
      // the database out of reach leaves the gauge out of this scrape, not the process's own figures
      const counts = await readers.countAutomaticRefunds().catch((err: unknown) => {
        app.log.warn({ err }, "metrics: automatic refunds not read");
        return [];
      });
      for (const { reason, count } of counts) this.set({ reason }, count);
    },
  });
  const durations = new Histogram({
    name: "kursove_http_request_duration_seconds",
    help: "Time to answer an API request, by method, route and status",
    labelNames: ["method", "route", "status"] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  app.addHook("onResponse", async (request, reply) => {
    if (!request.url.startsWith("/api/")) return;
    durations.observe(
      {
        method: request.method,
        // the route's pattern, never the address itself, so ids do not multiply the series
        route: request.routeOptions.url ?? "unmatched",
        status: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
  });
  const expected = Buffer.from(`Bearer ${token}`);
  app.get("/metrics", { schema: { hide: true } }, async (request, reply) => {
    const sent = Buffer.from(request.headers.authorization ?? "");
    if (sent.length !== expected.length || !timingSafeEqual(sent, expected)) {
      reply.header("www-authenticate", 'Bearer realm="metrics"');
      throw new AppError(401, "not_signed_in");
    }
    reply.header("cache-control", "no-store").type(registry.contentType);
    return registry.metrics();
  });
}
