import http from "node:http";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { closeGracefully } from "./graceful-close";

/**
 * A shutdown under load (OPS-DRAIN): a request in flight on a keep-alive connection when SIGTERM comes is
 * answered, and the close ends soon after it. The control closes as Fastify does alone: the connection
 * stays open after its answer and the close waits for its keep-alive timeout.
 */
async function drain(close: (app: ReturnType<typeof Fastify>) => Promise<void>) {
  const app = Fastify({ keepAliveTimeout: 30_000 });
  app.get("/slow", async () => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    return { ok: true };
  });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const { port } = app.server.address() as { port: number };
  const agent = new http.Agent({ keepAlive: true });
  const answer = new Promise<number>((resolve, reject) => {
    http
      .get({ port, host: "127.0.0.1", path: "/slow", agent }, (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
      })
      .on("error", reject);
  });
  await new Promise((resolve) => setTimeout(resolve, 100));
  const started = Date.now();
  const closed = close(app).then(() => Date.now() - started);
  const status = await answer;
  const closedIn = await Promise.race([
    closed,
    new Promise<string>((r) => setTimeout(() => r("still open"), 3_000)),
  ]);
  agent.destroy();
  await closed;
  return { status, closedIn };
}

describe("graceful shutdown under load (OPS-DRAIN)", () => {
  it("answers a request in flight at SIGTERM and closes as soon as it is done", async () => {
    const { status, closedIn } = await drain((app) => closeGracefully(app));
    expect(status).toBe(200);
    expect(closedIn).toBeLessThan(1_500);
  });

  it("control: closing as Fastify does alone waits on the finished keep-alive connection", async () => {
    expect(await drain((app) => app.close())).toEqual({ status: 200, closedIn: "still open" });
  });
});
