// The public surface of the lectors module: other modules import only this.
// Invitations and links between providers and lectors.

export { leaveAllLinks, teachesSession } from "./lectors.repository";
export { lectorsRoutes } from "./lectors.routes";
export { claimInvitations } from "./lectors.service";
