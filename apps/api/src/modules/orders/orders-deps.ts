import type { Currency } from "@kursove/contracts/currency";
import type { App } from "../../app";
import type { Db } from "../../db/client";
import type { PaymentGateway } from "../../platform/payments/gateway";
import type { OrderMailDeps } from "./orders.mail";

export type OrdersDeps = {
  db: Db;
  gateway: PaymentGateway;
  mail: OrderMailDeps;
  publishableKey: string | undefined;
  /** the currency of sale (CURRENCY): orders are made and charged in it */
  currency: Currency;
  kickMail: () => void;
  now?: () => Date;
};

/** What the order modules need of the app: its database, gateway, mail settings and currency of sale. */
export const ordersDeps = (app: App): OrdersDeps => ({
  db: app.deps.database.db,
  gateway: app.deps.payments,
  mail: {
    publicUrl: app.deps.config.publicUrl,
    officeEmail: app.deps.config.officeEmail,
    money: { second: app.deps.config.showSecondCurrency },
  },
  publishableKey: app.deps.config.stripePublishableKey,
  currency: app.deps.config.currency,
  kickMail: app.deps.kickMail,
});
