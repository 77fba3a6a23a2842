import type { Locale } from "@kursove/i18n/locale";

/** The API's answer to a call made from the browser; `aborted` when the visitor cancelled an upload. */
export type BrowserResult<T> =
  | { ok: true; status: number; data: T }
  | {
      ok: false;
      status: number;
      aborted?: boolean;
      message: string;
      code: string;
      errors: Record<string, string[]>;
    };

const apiPath = (path: string) => `/api/v1${path}`;

function failure<T>(status: number, text: string): BrowserResult<T> {
  let parsed: { message?: string; code?: string; errors?: Record<string, string[]> } = {};
  try {
    parsed = text ? JSON.parse(text) : {};
  } catch {
    // a proxy's HTML error page: the status alone says what happened
  }
  return {
    ok: false,
    status,
    message: parsed.message ?? "",
    code: parsed.code ?? "unexpected",
    errors: parsed.errors ?? {},
  };
}

/** A JSON call to the API straight from the browser; the httpOnly session cookie goes along (same origin). */
export async function callBrowserApi<T>(
  path: string,
  init: { method: string; body?: unknown; locale: Locale },
): Promise<BrowserResult<T>> {
  const headers: Record<string, string> = { accept: "application/json", "content-language": init.locale };
  if (init.body !== undefined) headers["content-type"] = "application/json";
  try {
    const response = await fetch(apiPath(path), {
      method: init.method,
      headers,
      credentials: "same-origin",
      ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
    });
    const text = await response.text();
    if (response.ok) return { ok: true, status: response.status, data: (text ? JSON.parse(text) : {}) as T };
    return failure(response.status, text);
  } catch {
    return failure(0, "");
  }
}

/** An upload with progress: XMLHttpRequest, as fetch cannot report how much of the body was sent. */
export function uploadWithProgress<T>(
  path: string,
  form: FormData,
  options: { locale: Locale; onProgress: (fraction: number) => void },
): { promise: Promise<BrowserResult<T>>; abort: () => void } {
  const xhr = new XMLHttpRequest();
  const promise = new Promise<BrowserResult<T>>((resolve) => {
    xhr.open("POST", apiPath(path));
    xhr.setRequestHeader("accept", "application/json");
    xhr.setRequestHeader("content-language", options.locale);
    xhr.withCredentials = true;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        options.onProgress(1);
        resolve({ ok: true, status: xhr.status, data: JSON.parse(xhr.responseText || "{}") as T });
      } else resolve(failure(xhr.status, xhr.responseText));
    };
    xhr.onerror = () => resolve(failure(0, ""));
    xhr.onabort = () => resolve({ ...failure<T>(0, ""), aborted: true } as BrowserResult<T>);
    xhr.send(form);
  });
  return { promise, abort: () => xhr.abort() };
}

/** "1,5 MB" / "1.5 MB". */
export function formatBytes(bytes: number, iso: string) {
  const units = ["B", "KB", "MB", "GB"];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit === 0 || value >= 10 ? 0 : 1;
  return `${new Intl.NumberFormat(iso, { maximumFractionDigits: digits }).format(value)} ${units[unit]}`;
}
