import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import type { App } from "../app";

/** Does what the browser's ALTCHA widget does: fetches a challenge, solves it, encodes the payload. */
export async function solveCaptcha(app: App): Promise<string> {
  const challenge = (await app.inject({ url: "/api/v1/captcha" })).json();
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error("could not solve the robot check");
  return Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
}
