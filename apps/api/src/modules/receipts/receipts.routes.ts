import { orderParams } from "@kursove/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { App } from "../../app";
import { setAttachmentRenderer } from "../../platform/mail/outbox";
import { requireAuth } from "../auth";
import { ordersDeps } from "../orders";
import { getUserReceipt, paymentConfirmationFile } from "./receipts.service";

/** The receipt of a paid order: the learner's PDF, and the same file attached to the order_paid mail. */
export const receiptsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ["user orders"];
  const deps = ordersDeps(app as unknown as App);
  // the order_paid mail carries the payment confirmation PDF, made when the mail is sent
  setAttachmentRenderer(deps.db, (ref, locale) =>
    paymentConfirmationFile(deps.db, deps.mail.money, ref.id, locale),
  );
  app.addHook("onClose", async () => setAttachmentRenderer(deps.db, null));
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "no-store");
  });

  app.get(
    "/user/orders/:id/receipt.pdf",
    {
      schema: {
        tags,
        summary:
          "The receipt of a paid order as a PDF in the user's language; 404 for another user's order or one never paid",
        params: orderParams,
        // a link opened by the browser sends no Content-Language: the page adds its language
        querystring: z.object({ lang: z.enum(["bg", "en"]).optional() }),
        response: { 200: z.any() },
      },
    },
    async (request, reply) => {
      const locale = request.query.lang ?? request.locale;
      const { number, pdf } = await getUserReceipt(
        deps.db,
        deps.mail.money,
        requireAuth(request).user.id,
        request.params.id,
        locale,
      );
      return reply
        .header("content-type", "application/pdf")
        .header("content-language", locale)
        .header("content-disposition", `inline; filename="payment-confirmation-${number}.pdf"`)
        .send(pdf);
    },
  );
};
