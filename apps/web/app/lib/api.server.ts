import type { PlatformCompany } from "@kursove/contracts";
import type { MoneySettings } from "@kursove/contracts/currency";
import type { Locale } from "@kursove/i18n/locale";
import { data } from "react-router";

declare module "react-router" {
  interface AppLoadContext {
    /** calls the API in the same process (one-port server); absent when the web runs on its own */
    apiFetch?: typeof fetch;
    apiBase?: string;
    /** this answer's Content-Security-Policy nonce (platform/web.ts), given to every inline script */
    cspNonce?: string;
    /** the API's money settings (CURRENCY, SHOW_SECOND_CURRENCY); absent: euro with the lev beside */
    money?: MoneySettings;
    /** the platform's company (PLATFORM_* settings) the legal pages name; absent: the defaults */
    company?: PlatformCompany;
  }
}

type Context = { apiFetch?: typeof fetch; apiBase?: string };

export type ApiFailure = { message: string; code: string; errors?: Record<string, string[]> };
export type ApiResult<T> =
  | { ok: true; status: number; data: T; headers: Headers }
  | { ok: false; status: number; error: ApiFailure; headers: Headers };

/** Calls the API as the visitor: their cookie, language, origin and address go along. */
export async function callApi<T>(
  context: Context,
  request: Request,
  path: string,
  init: { method?: string; body?: unknown; locale: Locale; token?: string; anonymous?: boolean },
): Promise<ApiResult<T>> {
  const base = context.apiBase ?? process.env.API_URL ?? "http://127.0.0.1:3000/api/v1";
  const doFetch = context.apiFetch ?? fetch;
  const headers = new Headers({ accept: "application/json", "content-language": init.locale });
  const cookie = request.headers.get("cookie");
  if (init.token) headers.set("authorization", `Bearer ${init.token}`);
  else if (cookie && !init.anonymous) headers.set("cookie", cookie);
  for (const name of [
    "origin",
    "referer",
    "sec-fetch-site",
    "user-agent",
    "x-forwarded-for",
    "x-forwarded-proto",
    "x-forwarded-host",
  ]) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  let body: BodyInit | undefined;
  if (init.body instanceof FormData) body = init.body;
  else if (init.body !== undefined) {
    headers.set("content-type", "application/json");
    body = JSON.stringify(init.body);
  }
  const response = await doFetch(`${base}${path}`, {
    method: init.method ?? "GET",
    headers,
    ...(body ? { body } : {}),
  });
  const text = await response.text();
  const parsed = text ? (JSON.parse(text) as unknown) : undefined;
  if (response.ok) return { ok: true, status: response.status, data: parsed as T, headers: response.headers };
  const error = (parsed ?? { message: response.statusText, code: "unexpected" }) as ApiFailure;
  return { ok: false, status: response.status, error, headers: response.headers };
}

/** GET for a loader; API errors become route errors (404 stays 404). */
export async function apiGet<T>(
  context: Context,
  request: Request,
  path: string,
  locale: Locale,
): Promise<T> {
  const result = await callApi<T>(context, request, path, { locale });
  if (result.ok) return result.data;
  throw data({ message: result.error.message }, { status: result.status });
}

/**
 * GET of an answer that is the same for every visitor (the catalogue, the index), asked without the
 * visitor's session: the API's public cache then answers it for signed-in visitors as for anonymous ones,
 * instead of computing it again for each of them (P8 of docs/performance.md, ADR 034).
 */
export async function publicGet<T>(
  context: Context,
  request: Request,
  path: string,
  locale: Locale,
): Promise<T> {
  const result = await callApi<T>(context, request, path, { locale, anonymous: true });
  if (result.ok) return result.data;
  throw data({ message: result.error.message }, { status: result.status });
}

/** A query string from the non-empty values of URLSearchParams-like pairs. */
export function toQuery(params: URLSearchParams) {
  const out = new URLSearchParams();
  for (const [key, value] of params) if (value !== "") out.append(key, value);
  const text = out.toString();
  return text ? `?${text}` : "";
}
