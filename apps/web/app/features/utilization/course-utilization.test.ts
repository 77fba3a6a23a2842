import type { UtilizationDetail, UtilizationRow } from "@kursove/contracts";
import { createElement, type ReactElement } from "react";
import { describe, expect, it } from "vitest";
import { renderInPage } from "../../test/render";
import { CourseUtilization } from "./course-utilization";
import { UtilizationTable } from "./utilization-table";

const id = "5d1c3a5e-1f0b-4c5e-9a57-0c1a2b3c4d5e";
const row: UtilizationRow = {
  course: { id, title: "Испански А1", slug: "ispanski-a1" },
  provider: { id, name: "Академия Знание" },
  kind: "scheduled",
  capacity: 10,
  sold: 2,
  held: 3,
  free: 5,
  utilization: 0.2,
  starts_at: "2026-05-12T15:00:00Z",
  ends_at: "2026-05-19T17:00:00Z",
  sessions: 2,
  slots: 0,
};
const detail: UtilizationDetail = {
  ...row,
  course_status: "approved",
  clocked_minutes: 145,
  sessions: [
    {
      id,
      title: "Среща 1",
      starts_at: "2026-05-12T15:00:00Z",
      ends_at: "2026-05-12T17:00:00Z",
      duration_minutes: 120,
      instructor: "Мария Петрова",
      clocked: [{ lector: "Иван Иванов", minutes: 145, note: "Удължихме" }],
      clocked_minutes: 145,
    },
  ],
  slots: [],
  attendees: [
    {
      order_id: id,
      order_number: "K-1001",
      learner: { name: "Петър Петров", email: "petar@example.com" },
      names: ["Иван Иванов", "Мария Петрова"],
      quantity: 2,
      slot: null,
      status: "paid",
      booking_status: "confirmed",
    },
  ],
};

const render = (element: ReactElement, locale: "bg" | "en" = "bg") => renderInPage(element, { locale });

describe("utilization pages", () => {
  it("shows a course's places, clocked time and attendees with the CSV link", () => {
    const html = render(createElement(CourseUtilization, { detail, csvHref: "/api/v1/x.csv?lang=bg" }));
    expect(html).toContain("Отработено време");
    expect(html).toContain("Иван Иванов</span>: 2 ч. 25 мин.");
    expect(html).toContain("Общо отработено време: 2 ч. 25 мин.");
    expect(html).toContain('href="/api/v1/x.csv?lang=bg"');
    expect(html).toContain("Изтегли CSV");
    expect(html).toContain("K-1001");
    expect(html).toContain("Платена");
    expect(html).toMatch(/role="progressbar"[^>]*aria-valuenow="20"/);
    expect(html).toContain("продадени места: 2 от 10");
  });

  it("lists courses with a bar, the numbers and a link to each", () => {
    const html = render(
      createElement(UtilizationTable, {
        rows: [row],
        hrefOf: () => "/admin/utilization/x",
        showProvider: true,
      }),
      "en",
    );
    expect(html).toContain('href="/admin/utilization/x"');
    expect(html).toContain("Академия Знание");
    expect(html).toContain("2 sessions");
    expect(html).toContain("Utilisation: 20%, places sold: 2 of 10");
  });
});
