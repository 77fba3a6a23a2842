import type { NotificationItem } from "@kursove/contracts";
import { describe, expect, it } from "vitest";
import { i18nFor } from "../../lib/i18n";
import { notificationText, notificationWhen } from "./notification-text";

const item = (kind: NotificationItem["kind"], data: NotificationItem["data"]): NotificationItem => ({
  id: "00000000-0000-4000-8000-000000000001",
  kind,
  data,
  read: false,
  created_at: "2026-11-20T10:00:00.000Z",
});

describe("notification texts", () => {
  it("builds the sentence of each kind from its data in bg and en", () => {
    const bg = i18nFor("bg").t;
    const en = i18nFor("en").t;
    const paid = item("order_paid", { number: "K-1001", total: 12000, path: "/profile/orders/x" });
    expect(notificationText(paid, bg, "bg")).toMatch(
      /^Поръчка K-1001 е платена: 120,00\s€ \(234,70\sлв\.\)$/,
    );
    expect(notificationText(paid, en, "en")).toMatch(/^Order K-1001 is paid: €120\.00 \(BGN\s234\.70\)$/);
    const dates = item("wishlist_dates", { course: "Испански", starts_at: "2027-03-12T16:00:00.000Z" });
    expect(notificationText(dates, bg, "bg")).toBe(
      "Запазеният курс „Испански“ има нови дати: започва на 12 март 2027 г.",
    );
    const refunded = item("refund_decided", {
      course: "Испански",
      number: "K-2",
      amount: 5000,
      status: "refunded",
    });
    expect(notificationText(refunded, en, "en")).toMatch(
      /^We refunded €50\.00 \(BGN\s97\.79\) for the course “Испански” \(order K-2\)/,
    );
    for (const kind of ["course_changed", "course_canceled", "review_answered", "wishlist_places"] as const)
      expect(notificationText(item(kind, { course: "X" }), bg, "bg")).toContain("„X“");
  });

  it("shows recent times relatively and older ones as a date in Sofia time", () => {
    const now = Date.parse("2026-11-20T10:30:00.000Z");
    expect(notificationWhen("2026-11-20T10:00:00.000Z", "en", now)).toBe("30 minutes ago");
    expect(notificationWhen("2026-11-18T22:30:00.000Z", "bg", now)).toMatch(
      /19\.11\.2026 г\., 0:30|19\.11\.2026/,
    );
  });
});
