/** The lector's providers by the state of their link: invitations, teaching, requests and past ones. */
export function providersByState<Provider extends { pivot: { status: string } }>(providers: Provider[]) {
  const having = (...states: string[]) => providers.filter((p) => states.includes(p.pivot.status));
  return {
    invited: having("invited"),
    accepted: having("accepted"),
    requested: having("requested"),
    past: having("declined", "revoked", "left"),
  };
}
