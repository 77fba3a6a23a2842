import type { App } from "../app";
import { solveCaptcha } from "./captcha";

let counter = 0;

/** A fresh client address, so per-address limits of one test do not spill into another. */
export const nextAddress = () => `198.51.${Math.floor(counter / 250) % 250}.${(counter++ % 250) + 1}`;

/** A valid sign-up body with a solved robot check; override any field. */
export async function signUpBody(app: App, overrides: Record<string, unknown> = {}) {
  counter += 1;
  const id = `${Date.now().toString(36)}${counter}`;
  return {
    username: `user-${id}`,
    email: `user-${id}@example.com`,
    password: "Quiet-harbour-71",
    password_confirmation: "Quiet-harbour-71",
    first_name: "Мария",
    last_name: "Петрова",
    terms: true,
    newsletter: false,
    notifications: true,
    captcha: await solveCaptcha(app),
    ...overrides,
  };
}

/** Registers a user and answers the token with the body used. */
export async function signUp(app: App, overrides: Record<string, unknown> = {}) {
  const body = await signUpBody(app, overrides);
  const res = await app.inject({
    method: "POST",
    url: "/api/v1/register",
    payload: body,
    remoteAddress: nextAddress(),
  });
  if (res.statusCode !== 201) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
  return { token: res.json().t as string, body };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The token inside a mailed link. */
export function tokenFromMail(text: string, path: string) {
  const match = text.match(new RegExp(`${path.replace(/[/?]/g, "\\$&")}\\?token=([A-Za-z0-9_-]+)`));
  if (!match) throw new Error(`no ${path} link in: ${text}`);
  return match[1]!;
}

/** A JSON call to /api/v1 as a token's holder (or anonymous), in English, from a new client address. */
export const apiCaller =
  (app: App) =>
  (
    method: "GET" | "PUT" | "POST" | "PATCH" | "DELETE",
    url: string,
    token: string | null,
    payload?: object,
  ) =>
    app.inject({
      method,
      url: `/api/v1${url}`,
      headers: { ...(token ? bearer(token) : {}), "content-language": "en" },
      remoteAddress: nextAddress(),
      ...(payload ? { payload } : {}),
    });

/** Signs a demo account in (password demo12345) and answers its token. */
export async function signInDemo(app: App, email: string) {
  const res = await apiCaller(app)("POST", "/login", null, { email, password: "demo12345" });
  return res.json().t as string;
}
