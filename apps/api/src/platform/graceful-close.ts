import type { FastifyInstance } from "fastify";

/**
 * Closes the app for a shutdown (SIGTERM): no new connection is taken, requests in flight are finished,
 * then the app's own close hooks run. A keep-alive connection whose request finished after the close
 * began stays open until its keep-alive timeout, and the server waits for it (Node closes only the
 * connections idle at the moment of the close): those are closed as they turn idle, so a drain under
 * load ends when its last request does, not 10 s later by the shutdown's timeout (docs/operations.md).
 */
export async function closeGracefully(app: FastifyInstance, everyMs = 100) {
  const sweep = setInterval(() => app.server.closeIdleConnections?.(), everyMs);
  try {
    await app.close();
  } finally {
    clearInterval(sweep);
  }
}
