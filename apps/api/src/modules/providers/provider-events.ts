import type { Db } from "../../db/client";
import { createEvents } from "../../platform/events";

// Each event carries the transaction that made the change as `db`: the listener writes in it.
export type ProviderEvents = {
  /** an admin approved a provider: its approved courses go on sale (authoring owns them) */
  providerApproved: { db: Db; providerId: string; approvedAt: Date };
};

/** What happens to providers, for the modules that own what follows from it (wired in app-wiring.ts). */
export const providerEvents = createEvents<ProviderEvents>();
