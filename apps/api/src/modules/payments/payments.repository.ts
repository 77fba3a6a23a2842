import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { paymentEvents, providers } from "../../db/schema/index";
import type { GatewayEvent } from "../../platform/payments/gateway";

/** Records an event once; answers false when its id was recorded before (a duplicate delivery). */
export async function recordEvent(db: Db, gateway: string, event: GatewayEvent) {
  const rows = await db
    .insert(paymentEvents)
    .values({
      gateway,
      eventId: event.id,
      type: event.type,
      payload: event.payload as object,
      processedAt: new Date(),
    })
    .onConflictDoNothing({ target: paymentEvents.eventId })
    .returning({ id: paymentEvents.id });
  return rows.length > 0;
}

/** The provider holding a connected account (the sandbox's page prefills its IBAN). */
export async function findProviderByAccount(db: Db, accountId: string) {
  const [row] = await db.select().from(providers).where(eq(providers.paymentAccountId, accountId)).limit(1);
  return row;
}
