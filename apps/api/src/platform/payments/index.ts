import type { Config } from "../../config";
import type { Db } from "../../db/client";
import type { PaymentGateway } from "./gateway";
import { type SandboxGateway, sandboxGateway } from "./sandbox";
import { stripeGateway } from "./stripe";

export * from "./gateway";
export type { SandboxGateway } from "./sandbox";

/** Stripe Connect when STRIPE_SECRET_KEY is set, else the built-in sandbox (DESIGN.md). */
export function createPaymentGateway(options: { config: Config; db: Db; appSecret: string }): PaymentGateway {
  const { config } = options;
  if (config.stripeSecretKey)
    return stripeGateway({ secretKey: config.stripeSecretKey, webhookSecret: config.stripeWebhookSecret });
  return sandboxGateway({ db: options.db, appSecret: options.appSecret, publicUrl: config.publicUrl });
}

/** The sandbox part of a gateway, when the gateway is the sandbox (its hosted pages exist only then). */
export function sandboxOf(gateway: PaymentGateway) {
  return gateway.name === "sandbox" ? (gateway as SandboxGateway) : null;
}
