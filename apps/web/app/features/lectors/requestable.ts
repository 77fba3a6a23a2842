import type { LectorArea, ProviderSummary } from "@kursove/contracts";

/** Links still open: the lector works with the provider, asked it, or is invited by it. */
const openStatuses: readonly string[] = ["accepted", "requested", "invited"];

/**
 * The providers a user may ask to teach for: all but those with an open link. A declined, revoked or
 * departed link does not hide its provider, since a new request reopens it.
 */
export function requestableProviders(
  providers: ProviderSummary[],
  links: LectorArea["providers"] | undefined,
): ProviderSummary[] {
  const taken = new Set((links ?? []).filter((l) => openStatuses.includes(l.pivot.status)).map((l) => l.id));
  return providers.filter((p) => !taken.has(p.id));
}

/** Whether a provider matches the search typed over the list: its name, city or punchline, any case. */
export function matchesProviderSearch(provider: ProviderSummary, query: string) {
  const needle = query.trim().toLocaleLowerCase();
  return (
    !needle ||
    `${provider.name} ${provider.city ?? ""} ${provider.punchline}`.toLocaleLowerCase().includes(needle)
  );
}
