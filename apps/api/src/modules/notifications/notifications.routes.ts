import {
  notificationPreferences,
  notificationPreferencesBody,
  notificationsPage,
  notificationsQuery,
  notificationsReadBody,
  unreadCount,
} from "@kursove/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireAuth } from "../auth";
import * as service from "./notifications.service";

/** The learner's in-app notifications and their preferences. */
export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.database.db;
  const tags = ["notifications"];
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "no-store");
  });

  app.get(
    "/user/notifications",
    {
      schema: {
        tags,
        summary:
          "The user's notifications, 20 a page, newest first (unread=1: unread only), and the unread count",
        querystring: notificationsQuery,
        response: { 200: notificationsPage },
      },
    },
    async (request) => service.listNotifications(db(), requireAuth(request).user.id, request.query),
  );

  app.get(
    "/user/notifications/unread",
    {
      schema: { tags, summary: "The unread count of the header's bell", response: { 200: unreadCount } },
    },
    async (request) => service.unreadCount(db(), requireAuth(request).user.id),
  );

  app.post(
    "/user/notifications/read",
    {
      schema: {
        tags,
        summary: "Mark the given own notifications read, or all of them without ids",
        body: notificationsReadBody,
        response: { 200: unreadCount },
      },
    },
    async (request) => service.markRead(db(), requireAuth(request).user.id, request.body?.ids),
  );

  app.get(
    "/user/notification-preferences",
    {
      schema: {
        tags,
        summary: "Every kind with its in-app and mail choice (the receipt's mail is locked on)",
        response: { 200: notificationPreferences },
      },
    },
    async (request) => service.getPreferences(db(), requireAuth(request).user.id),
  );

  app.put(
    "/user/notification-preferences",
    {
      schema: {
        tags,
        summary: "Store the choices of the given kinds; switching the receipt's mail off is ignored",
        body: notificationPreferencesBody,
        response: { 200: notificationPreferences },
      },
    },
    async (request) => service.savePreferences(db(), requireAuth(request).user.id, request.body.kinds),
  );
};
