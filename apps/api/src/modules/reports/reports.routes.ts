import {
  adminDashboard,
  adminDashboardQuery,
  adminReport,
  adminReportQuery,
  providerOrdersPage,
  providerOrdersQuery,
  providerReport,
  providerReportQuery,
} from "@kursove/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { sendCsv } from "../../platform/csv";
import { requireAdmin, requireAuth } from "../auth";
import {
  getAdminDashboard,
  getAdminReport,
  getProviderReport,
  listProviderOrders,
  reportTable,
} from "./reports.service";

/** Sales reports, the admin dashboard's figures and the provider's orders and sales. */
export const reportsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.database.db;
  const currency = app.deps.config.currency;
  const adminTags = ["admin reports"];
  const providerTags = ["provider reports"];
  const reportSummary =
    "from and to are Sofia dates (the current month by default; to not before from, at most 366 days, else 422)";

  app.get(
    "/admin/dashboard",
    {
      schema: {
        tags: adminTags,
        summary:
          "The dashboard's figures of the last 7, 30 or 90 days: sales, commission, refunds, net to providers, paid out (from the ledger), orders by state, a series per day, top courses, what waits for approval and utilization",
        querystring: adminDashboardQuery,
        response: { 200: adminDashboard },
      },
    },
    async (request, reply) => {
      requireAdmin(request);
      reply.header("cache-control", "no-store");
      return getAdminDashboard(db(), Number(request.query.days), currency);
    },
  );

  app.get(
    "/admin/reports",
    {
      schema: {
        tags: adminTags,
        summary: `Sales of a period grouped by provider, category, course or month, optionally of one provider or category, with totals; ${reportSummary}`,
        querystring: adminReportQuery,
        response: { 200: adminReport },
      },
    },
    async (request, reply) => {
      requireAdmin(request);
      reply.header("cache-control", "no-store");
      return getAdminReport(db(), request.query, request.query.lang ?? request.locale, currency);
    },
  );

  app.get(
    "/admin/reports.csv",
    {
      schema: {
        tags: adminTags,
        summary: `The same report as a CSV download (UTF-8 with BOM, a totals row); ${reportSummary}; lang picks the language of the header`,
        querystring: adminReportQuery,
      },
    },
    async (request, reply) => {
      requireAdmin(request);
      const locale = request.query.lang ?? request.locale;
      const table = reportTable(await getAdminReport(db(), request.query, locale, currency), locale, "admin");
      return sendCsv(reply, table.filename, table.header, table.rows);
    },
  );

  app.get(
    "/provider/reports",
    {
      schema: {
        tags: providerTags,
        summary: `The signed-in provider's own sales of a period grouped by course, month or category, with totals; ${reportSummary}`,
        querystring: providerReportQuery,
        response: { 200: providerReport },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      const locale = request.query.lang ?? request.locale;
      return getProviderReport(db(), requireAuth(request).user, request.query, locale, currency);
    },
  );

  app.get(
    "/provider/reports.csv",
    {
      schema: {
        tags: providerTags,
        summary: `The provider's report as a CSV download (UTF-8 with BOM, a totals row); ${reportSummary}`,
        querystring: providerReportQuery,
      },
    },
    async (request, reply) => {
      const user = requireAuth(request).user;
      const locale = request.query.lang ?? request.locale;
      const table = reportTable(
        await getProviderReport(db(), user, request.query, locale, currency),
        locale,
        "provider",
      );
      return sendCsv(reply, table.filename, table.header, table.rows);
    },
  );

  app.get(
    "/provider/orders",
    {
      schema: {
        tags: providerTags,
        summary:
          "The signed-in provider's sold order items (orders with a sale), newest first, 20 a page, filtered by state, course and Sofia dates, with the sums of every match",
        querystring: providerOrdersQuery,
        response: { 200: providerOrdersPage },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return listProviderOrders(db(), requireAuth(request).user, request.query, currency);
    },
  );
};
