import type { Socket } from "node:net";
import { localeFromHeader, translate } from "@kursove/i18n";

type ClientError = Error & { code?: string; rawPacket?: unknown };

/** The Content-Language of the bytes received, when the header line got there whole. */
function localeOfPacket(raw: unknown) {
  const head = (Buffer.isBuffer(raw) ? raw.toString("latin1") : "").split("\r\n\r\n", 1)[0] ?? "";
  const line = head.split("\r\n").find((l) => /^content-language\s*:/i.test(l));
  return localeFromHeader(line?.slice(line.indexOf(":") + 1).trim());
}

/** Status and catalogue code of what Node's parser refused, as Fastify's default handler tells them apart. */
function statusOf(error: ClientError): [number, string, string] {
  if (error.code === "ERR_HTTP_REQUEST_TIMEOUT") return [408, "Request Timeout", "service_unavailable"];
  if (error.code === "HPE_HEADER_OVERFLOW")
    return [431, "Request Header Fields Too Large", "payload_too_large"];
  return [400, "Bad Request", "validation_failed"];
}

/**
 * A request Node's HTTP parser refuses before Fastify sees it (a Content-Length that is no number, a broken
 * header line) is answered in the API's error format, `{message, code}` (API.md errors), in the language of
 * its Content-Language when the bytes received carry it, not with Fastify's English `Client Error`. Like
 * Fastify's default handler, it writes to the socket and closes it: no request or reply exists yet.
 */
export function answerClientError(error: ClientError, socket: Socket) {
  if (error.code === "ECONNRESET" || socket.destroyed) return;
  const [status, reason, code] = statusOf(error);
  const body = JSON.stringify({ message: translate(localeOfPacket(error.rawPacket), code), code });
  if (socket.writable)
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  socket.destroy(error);
}
