import type { FastifyPluginAsync } from "fastify";
import type { App, AppDeps } from "./app";
import type { AuthRoutesOptions } from "./modules/auth";
import { applyPromotionPaymentEvent, courseEvents, publishApprovedCourses } from "./modules/authoring";
import type { CartRoutesOptions } from "./modules/cart";
import { revokeCertificatesOfRefunds } from "./modules/certificates";
import {
  afterPaymentEvent,
  applyPaymentIntentEvent,
  cancelOpenOrders,
  refundCanceledPromotion,
} from "./modules/checkout";
import { issueCreditNotes } from "./modules/invoices";
import { afterRevisionApplied, notifyCourseBuyers } from "./modules/learning";
import { claimInvitations } from "./modules/lectors";
import { ordersDeps } from "./modules/orders";
import { setPaymentEventHandler } from "./modules/payments";
import { providerEvents } from "./modules/providers";
import { refundEvents } from "./modules/refunds";
import { placeEvents } from "./modules/seats";
import { offerPlacesFreedOn } from "./modules/waitlist";
import { notifyWishlist } from "./modules/wishlist";

// The calls between modules that would otherwise point back up the module graph are joined here,
// where the app is built: payments does not know orders or promotions, the cart does not know orders,
// sign-in does not know lectors, authoring does not know who learns of its courses' changes.

/** Payment events of this app's database (webhooks and the sandbox) move its orders and promotions. */
export const paymentEventWiring: FastifyPluginAsync = async (app) => {
  const deps = ordersDeps(app as unknown as App);
  setPaymentEventHandler(deps.db, async (tx, event) => {
    if (event.paymentIntent?.metadata.promotion_id) {
      const refund = await applyPromotionPaymentEvent(tx, event);
      return refund ? () => refundCanceledPromotion(deps, refund) : undefined;
    }
    const after = await applyPaymentIntentEvent(tx, deps.mail, event);
    return async () => {
      deps.kickMail();
      await afterPaymentEvent(deps, after, app.log);
    };
  });
  app.addHook("onClose", async () => setPaymentEventHandler(deps.db, null));
};

/** The cart's options: a changed cart replaces the order that was waiting for its payment. */
export const cartWiring = (app: App): CartRoutesOptions => ({
  onCartChanged: (userId) => cancelOpenOrders(ordersDeps(app), userId, "cart_changed").then(() => undefined),
});

/** Sign-in's options: a confirmed address claims the invitations to teach sent to it. */
export const authWiring: AuthRoutesOptions = { onEmailVerified: claimInvitations };

/** Learners hear of their courses' changes and of new hours of the courses they saved. */
export function wireCourseEvents() {
  courseEvents.listen("courseCanceled", (e) =>
    notifyCourseBuyers(e.db, e.mail, e.courseId, "course_canceled"),
  );
  courseEvents.listen("hoursAdded", (e) =>
    notifyWishlist(e.db, e.mail, e.courseId, "wishlist_dates", new Date(), e.newest),
  );
  courseEvents.listen("revisionApplied", (e) =>
    afterRevisionApplied(e.db, e.mail, e.courseId, e.revisionId, e.startsBefore),
  );
}

/** An approved provider's approved courses go on sale: providers decides, authoring owns the courses. */
export function wireProviderEvents() {
  providerEvents.listen("providerApproved", (e) => publishApprovedCourses(e.db, e.providerId, e.approvedAt));
}

/**
 * Recorded refunds, in the refund's transaction: an invoiced provider part gets its credit note (ADR 031),
 * and a place refunded in full loses its certificate (CERT-REFUND-REVOKE, ADR 037).
 */
export function wireRefundEvents() {
  refundEvents.listen("refundsRecorded", async (e) => {
    await issueCreditNotes(e.db, e.mail, e);
    await revokeCertificatesOfRefunds(e.db, e.mail, e);
  });
}

/**
 * Freed places go to the waiting list at once: seats says which courses freed places, waitlist offers
 * them (WAITLIST-OFFER-AT-ONCE, ADR 038). What freed them is already committed, so a failed offer is
 * only logged; the minute's round offers it then.
 */
export function wirePlaceEvents(deps: AppDeps, log: App["log"]) {
  const notify = { publicUrl: deps.config.publicUrl, officeEmail: deps.config.officeEmail };
  placeEvents.listen("placesFreed", async (e) => {
    try {
      const offered = await offerPlacesFreedOn(
        { db: e.db, notify, offerHours: deps.config.waitlistOfferHours },
        e.courseIds,
      );
      if (offered > 0) deps.kickMail();
    } catch (err) {
      log.error({ err, courseIds: e.courseIds }, "could not offer freed places to the waiting list");
    }
  });
}
