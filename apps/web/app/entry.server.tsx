import { AsyncLocalStorage } from "node:async_hooks";
import { PassThrough } from "node:stream";
import { type FormatAnswers, keepFormatAnswers } from "@kursove/contracts/domain/format-answers";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import type { AppLoadContext, EntryContext } from "react-router";
import { ServerRouter } from "react-router";
import { localeOfPath } from "./lib/locale";
import { NonceContext } from "./lib/nonce";
import { PageFormatsContext } from "./lib/page-formats";
import { PageTextsContext } from "./lib/page-texts";
import { pageTextsJson } from "./lib/page-texts.server";

export const streamTimeout = 5_000;

// PAGE-FORMATS (ADR 046): each page's render keeps its formatters' answers, to send them with the page
const pageAnswers = new AsyncLocalStorage<FormatAnswers>();
keepFormatAnswers({ given: () => pageAnswers.getStore(), kept: () => pageAnswers.getStore() });

/**
 * React Router's own Node entry, with one addition: every inline script of the answer (the router's
 * context and streamed data, React's, ours) carries the nonce the server put in its Content-Security-Policy.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // a HEAD answer says what GET would send, and platform/web.ts gives HTML its policy by this type
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.cspNonce;
  // PAGE-TEXTS: only the texts the root and the matched pages can show go to the browser
  const { pathname } = new URL(request.url);
  const texts = pageTextsJson(
    localeOfPath(pathname),
    routerContext.staticHandlerContext.matches.map((match) => match.route.id),
    pathname,
  );
  const answers: FormatAnswers = {};
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // crawlers get the whole page at once
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );
    const { pipe, abort } = pageAnswers.run(answers, () =>
      renderToPipeableStream(
        <NonceContext.Provider value={nonce ?? ""}>
          <PageTextsContext.Provider value={texts}>
            <PageFormatsContext.Provider value={answers}>
              <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
            </PageFormatsContext.Provider>
          </PageTextsContext.Provider>
        </NonceContext.Provider>,
        {
          nonce,
          [readyOption]() {
            shellRendered = true;
            const body = new PassThrough({
              final(callback) {
                clearTimeout(timeoutId);
                timeoutId = undefined;
                callback();
              },
            });
            const stream = createReadableStreamFromReadable(body);
            pipe(body);
            resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
          },
          onShellError(error: unknown) {
            reject(error);
          },
          onError(error: unknown) {
            responseStatusCode = 500;
            // errors of the shell itself are logged by React Router
            if (shellRendered) console.error(error);
          },
        },
      ),
    );
  });
}
