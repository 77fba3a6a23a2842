import {
  invoiceListQuery,
  invoiceListResponse,
  invoiceParams,
  invoicePdfQuery,
  orderInvoicePdfQuery,
  orderInvoicesResponse,
  orderParams,
} from "@kursove/contracts";
import type { Locale } from "@kursove/i18n";
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { App } from "../../app";
import { requireAdmin, requireAuth } from "../auth";
import type { InvoiceMailDeps } from "./invoices.mail";
import {
  getInvoicePdf,
  getOrderInvoicePdf,
  getOrderInvoices,
  listAllInvoices,
  listProviderInvoices,
} from "./invoices.service";
import { requestOrderInvoices } from "./issue-invoices";

/** The mail settings invoices need, from the app's settings. */
export const invoiceMailDeps = (app: App): InvoiceMailDeps => ({
  publicUrl: app.deps.config.publicUrl,
  officeEmail: app.deps.config.officeEmail,
  money: { second: app.deps.config.showSecondCurrency },
});

const sendPdf = (reply: FastifyReply, doc: { kind: string; number: string; pdf: Buffer }, locale: Locale) =>
  reply
    .header("content-type", "application/pdf")
    .header("content-language", locale)
    .header("content-disposition", `inline; filename="${doc.kind.replace("_", "-")}-${doc.number}.pdf"`)
    .send(doc.pdf);

/** Invoices for companies (INVOICES): asked for by buyers, read by buyers, providers and admins. */
export const invoicesRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.deps.database.db;
  const mail = invoiceMailDeps(app as unknown as App);
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "private, no-store");
  });

  app.get(
    "/user/orders/:id/invoices",
    {
      schema: {
        tags: ["invoices"],
        summary:
          "The signed-in buyer's invoices and credit notes of an order, until when one may be asked for and the business profile fields still missing; 404 for another user's order",
        params: orderParams,
        response: { 200: orderInvoicesResponse },
      },
    },
    async (request) => getOrderInvoices(db, requireAuth(request).user, request.params.id),
  );

  app.post(
    "/user/orders/:id/invoices",
    {
      schema: {
        tags: ["invoices"],
        summary:
          "Ask for the invoices of a paid order with the business profile: one per provider, numbered in each provider's sequence, mailed to the buyer; again answers the same. 422 invoice_profile_incomplete (fields named), 409 invoice_period_over (5 days after the payment) or invoice_nothing_to_invoice, 404 another user's order",
        params: orderParams,
        response: { 201: orderInvoicesResponse },
      },
    },
    async (request, reply) => {
      const user = requireAuth(request).user;
      await requestOrderInvoices(db, mail, user.id, request.params.id);
      app.deps.kickMail();
      return reply.status(201).send(await getOrderInvoices(db, user, request.params.id));
    },
  );

  app.get(
    "/orders/:id/invoice",
    {
      schema: {
        tags: ["invoices"],
        summary:
          "A document of the order as PDF (API.md): `document` names an invoice or credit note of it, else the order's invoice the caller may read (the buyer's, or the signed-in provider's part); 404 invoice_not_found otherwise",
        params: orderParams,
        querystring: orderInvoicePdfQuery,
        response: { 200: z.any() },
      },
    },
    async (request, reply) => {
      const locale = request.query.lang ?? request.locale;
      const doc = await getOrderInvoicePdf(
        db,
        requireAuth(request).user,
        request.params.id,
        request.query.document,
        locale,
      );
      return sendPdf(reply, doc, locale);
    },
  );

  app.get(
    "/invoices/:id/pdf",
    {
      schema: {
        tags: ["invoices"],
        summary:
          "An invoice, credit note or commission invoice as PDF in Bulgarian or English (`lang`): for its buyer, the provider that issued or received it, and admins; 404 invoice_not_found for anyone else",
        params: invoiceParams,
        querystring: invoicePdfQuery,
        response: { 200: z.any() },
      },
    },
    async (request, reply) => {
      const locale = request.query.lang ?? request.locale;
      const doc = await getInvoicePdf(db, requireAuth(request).user, request.params.id, locale);
      return sendPdf(reply, doc, locale);
    },
  );

  app.get(
    "/provider/invoices",
    {
      schema: {
        tags: ["invoices"],
        summary:
          "The signed-in provider's invoices and credit notes to buyers and the platform's commission invoices to it, newest first, 20 a page",
        querystring: invoiceListQuery,
        response: { 200: invoiceListResponse },
      },
    },
    async (request) =>
      listProviderInvoices(db, requireAuth(request).user, request.query.page, request.query.kind),
  );

  app.get(
    "/admin/invoices",
    {
      schema: {
        tags: ["invoices"],
        summary: "Every invoice, credit note and commission invoice, newest first, 20 a page",
        querystring: invoiceListQuery,
        response: { 200: invoiceListResponse },
      },
    },
    async (request) => {
      requireAdmin(request);
      return listAllInvoices(db, request.query.page, request.query.kind);
    },
  );
};
