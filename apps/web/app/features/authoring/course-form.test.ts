import { updateCourseBody } from "@kursove/contracts";
import { translate } from "@kursove/i18n";
import { describe, expect, it } from "vitest";
import { bookingFromForm, generalFromForm, issuesToErrors, minutesBetween } from "./course-form";
import { modulesFromForm } from "./programme-form";

const formOf = (entries: [string, string][]) => {
  const form = new FormData();
  for (const [k, v] of entries) form.append(k, v);
  return form;
};

describe("course editor forms", () => {
  it("reads the booking section with per-field messages for bad numbers, dates and hours", () => {
    const { values, errors } = bookingFromForm(
      formOf([
        ["price", "129.90"],
        ["early_bird_price", "9x"],
        ["capacity", ""],
        ["payment_deadline_date", "2027-02-30"],
        ["cancellation_deadline_date", "2027-03-01"],
        ["cancellation_deadline_hour", "25:00"],
        ["last_sell_date_date", "2027-03-01"],
        ["last_sell_date_hour", "12:00"],
        ["requires_booking_approval", "on"],
      ]),
    );
    expect(values.price).toBe(12990);
    expect(values.last_sell_date).toBe("2027-03-01T12:00:00+02:00");
    expect(values.requires_booking_approval).toBe(true);
    expect(errors).toEqual({
      early_bird_price: ["field.invalid_number"],
      capacity: ["field.required"],
      payment_deadline: ["field.invalid_date"],
      cancellation_deadline: ["field.invalid_hour"],
    });
  });

  it("refuses an early-bird date after the first session's day, a group above capacity, and no category", () => {
    const form = formOf([
      ["price", "100"],
      ["early_bird_price", "80"],
      ["early_bird_until", "2027-03-02"],
      ["capacity", "10"],
      ["group_size", "12"],
    ]);
    const { values, errors } = bookingFromForm(form, "2027-03-01T16:00:00Z");
    expect(errors).toEqual({ early_bird_until: ["field.early_bird_before_start"] });
    expect(bookingFromForm(form, "2027-03-02T16:00:00Z").errors).toEqual({});
    const general = generalFromForm(
      formOf([
        ["title", "Курс"],
        ["types", "onsite"],
      ]),
    );
    const parsed = updateCourseBody.safeParse({ ...general, ...values, city_id: 1, address: "ул. Шипка 5" });
    const refused = parsed.success ? {} : issuesToErrors(parsed.error.issues);
    expect(refused).toEqual({
      category_id: ["field.required"],
      group_size: ["field.group_above_capacity"],
    });
    expect(translate("bg", "field.group_above_capacity")).toBe(
      "Размерът на групата не може да е по-голям от броя места",
    );
  });

  it("refuses a meeting link that is not https or http on its field, with a message in both languages", () => {
    const errorsFor = (meeting: string) => {
      const general = generalFromForm(
        formOf([
          ["title", "Испански"],
          ["category_id", "1"],
          ["types", "online"],
          ["meeting_url", meeting],
        ]),
      );
      const parsed = updateCourseBody.safeParse({ ...general, price: 0, capacity: 1 });
      return parsed.success ? {} : issuesToErrors(parsed.error.issues);
    };
    expect(errorsFor("javascript:alert(1)").meeting_url).toEqual(["field.invalid_meeting_url"]);
    expect(errorsFor("data:text/html,x").meeting_url).toEqual(["field.invalid_meeting_url"]);
    expect(errorsFor("https://meet.example.com/room").meeting_url).toBeUndefined();
    expect(errorsFor("http://meet.example.com/room").meeting_url).toBeUndefined();
    expect(translate("bg", "field.invalid_meeting_url")).toMatch(
      /^Въведете връзка, която започва с https:\/\//,
    );
    expect(translate("en", "field.invalid_meeting_url")).toMatch(/^Enter a link that starts with https:\/\//);
  });

  it("groups module and session fields and fills the duration from the hours", () => {
    const body = modulesFromForm(
      formOf([
        ["modules.0.title", "Основи"],
        ["modules.0.sessions.0.title", "Въведение"],
        ["modules.0.sessions.0.date", "2027-03-01"],
        ["modules.0.sessions.0.start_hour", "18:00"],
        ["modules.0.sessions.0.end_hour", "19:30"],
        ["modules.0.sessions.0.duration_minutes", ""],
        ["modules.1.id", "b5a3c1de-0000-4000-8000-000000000000"],
        ["modules.1.title", "Напреднали"],
      ]),
    );
    expect(body.modules).toHaveLength(2);
    expect(body.modules[0]!.sessions[0]).toMatchObject({
      title: "Въведение",
      duration_minutes: 90,
      instructor_id: null,
    });
    expect(body.modules[1]).toMatchObject({ id: "b5a3c1de-0000-4000-8000-000000000000", sessions: [] });
    expect(minutesBetween("10:00", "09:00")).toBe(0);
  });
});
