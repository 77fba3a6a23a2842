import type { Locale } from "@kursove/i18n";
import { data } from "react-router";

declare module "react-router" {
  interface AppLoadContext {
    /** calls the API in the same process (one-port server); absent when the web runs on its own */
    apiFetch?: typeof fetch;
    apiBase?: string;
  }
}

type Context = { apiFetch?: typeof fetch; apiBase?: string };

/** Calls the API for a loader with the visitor's cookie and language; API errors become route errors. */
export async function apiGet<T>(
  context: Context,
  request: Request,
  path: string,
  locale: Locale,
): Promise<T> {
  const base = context.apiBase ?? process.env.API_URL ?? "http://127.0.0.1:3000/api/v1";
  const doFetch = context.apiFetch ?? fetch;
  const headers = new Headers({ accept: "application/json", "content-language": locale });
  const cookie = request.headers.get("cookie");
  if (cookie) headers.set("cookie", cookie);
  const response = await doFetch(`${base}${path}`, { headers });
  if (response.ok) return (await response.json()) as T;
  const body = (await response.json().catch(() => null)) as { message?: string } | null;
  throw data(
    { message: body?.message ?? response.statusText },
    { status: response.status === 404 ? 404 : response.status },
  );
}

/** A query string from the non-empty values of URLSearchParams-like pairs. */
export function toQuery(params: URLSearchParams) {
  const out = new URLSearchParams();
  for (const [key, value] of params) if (value !== "") out.append(key, value);
  const text = out.toString();
  return text ? `?${text}` : "";
}
