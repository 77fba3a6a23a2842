// The public surface of the certificates module: other modules import only this.
// Certificates of completion: issued by a provider, downloaded by the learner, checked by anyone (ADR 032).

export { revokeCertificatesOfRefunds } from "./certificate-revoke";
export { certificatesRoutes } from "./certificates.routes";
