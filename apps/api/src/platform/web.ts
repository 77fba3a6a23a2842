import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import fastifyStatic from "@fastify/static";
import { createRequestListener } from "@react-router/node";
import type { FastifyInstance } from "fastify";
import type { ServerBuild } from "react-router";

/** A fetch that answers API calls in process, so server rendering needs no network hop. */
export function inProcessFetch(app: FastifyInstance, remoteAddress?: string): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    const answer = await app.inject({
      method: request.method as "GET",
      url: url.pathname + url.search,
      headers: Object.fromEntries(request.headers),
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
};

/** Serves the React Router pages (and their assets) for every path outside /api. */
export async function registerWeb(app: FastifyInstance, options: WebOptions) {
  const listener = createRequestListener({
    build: options.build,
    mode: process.env.NODE_ENV === "production" ? "production" : "development",
    getLoadContext: (_request, client) => ({
      // the socket's address; Fastify applies TRUST_PROXY to the forwarded headers itself
      apiFetch: inProcessFetch(app, client.address),
      apiBase: `${app.deps.config.publicUrl}/api/v1`,
    }),
  });
  await app.register(async (web) => {
    // React Router reads request bodies itself (form actions), so Fastify must leave them unread.
    web.removeAllContentTypeParsers();
    web.addContentTypeParser("*", (_request, _payload, done) => done(null));
    if (options.clientDir) {
      await web.register(fastifyStatic, {
        root: options.clientDir,
        wildcard: false,
        index: false,
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
