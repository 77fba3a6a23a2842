import { isEarlyBirdAfterStart, type OwnCourse, type UpdateCourseInput } from "@kursove/contracts";
import { parseMoney } from "@kursove/contracts/domain/money-input";
import {
  isCalendarDate,
  isHourOfDay,
  sofiaDateOf,
  sofiaInstantText,
} from "@kursove/contracts/domain/sofia-time";

export type FieldErrors = Record<string, string[]>;
/** What the editor reads of a course; revision and sold_count arrive with the revisions API. */
export type EditorCourse = OwnCourse & {
  revision?: {
    id: string;
    status: "draft" | "pending" | "rejected";
    submitted_at: string | null;
    decided_at: string | null;
    rejection_reason: string | null;
  } | null;
  sold_count?: number;
};

const text = (form: FormData, name: string) => String(form.get(name) ?? "").trim();
const list = (form: FormData, name: string) =>
  form
    .getAll(name)
    .map((v) => String(v).trim())
    .filter(Boolean);
const optionalId = (value: string) => (value ? Number(value) : null);

/** Minutes between two HH:MM hours of one day (0 when either is missing or the end is not after). */
export function minutesBetween(start: string, end: string) {
  if (!isHourOfDay(start) || !isHourOfDay(end)) return 0;
  const m = (h: string) => Number(h.slice(0, 2)) * 60 + Number(h.slice(3, 5));
  return Math.max(0, m(end) - m(start));
}

/** The PUT /provider/courses/{id} body of a course as it is now, so one section can be changed alone. */
export function courseBody(c: OwnCourse): UpdateCourseInput {
  return {
    title: c.title,
    description: c.description,
    overview: c.overview,
    outcomes: c.outcomes,
    audience_text: c.audience_text,
    keywords: c.keywords,
    category_id: c.category_id ?? 0,
    subcategory_id: c.subcategory_id,
    language: c.language as "bg" | "en",
    types: c.types as UpdateCourseInput["types"],
    audience: c.audience as UpdateCourseInput["audience"],
    frequency: c.frequency as "one_off" | "subscription",
    meeting_url: c.meeting_url,
    city_id: c.city_id,
    address: c.address,
    price: c.price,
    early_bird_price: c.early_bird_price,
    early_bird_until: c.early_bird_until,
    capacity: c.capacity,
    group_size: c.group_size,
    payment_deadline: c.payment_deadline,
    cancellation_deadline: c.cancellation_deadline,
    last_sell_date: c.last_sell_date,
    requires_booking_approval: c.requires_booking_approval,
  };
}

/** The general section of a submitted form. */
export function generalFromForm(form: FormData) {
  const types = list(form, "types");
  return {
    title: text(form, "title"),
    description: text(form, "description"),
    overview: text(form, "overview"),
    outcomes: list(form, "outcomes"),
    audience_text: text(form, "audience_text"),
    keywords: list(form, "keywords"),
    category_id: Number(text(form, "category_id")) || 0,
    subcategory_id: optionalId(text(form, "subcategory_id")),
    language: (text(form, "language") || "bg") as "bg" | "en",
    types: types as UpdateCourseInput["types"],
    audience: list(form, "audience") as UpdateCourseInput["audience"],
    frequency: (text(form, "frequency") || "one_off") as "one_off" | "subscription",
    meeting_url: text(form, "meeting_url") || null,
    city_id: optionalId(text(form, "city_id")),
    address: text(form, "address") || null,
  };
}

const deadlineFields = ["payment_deadline", "cancellation_deadline", "last_sell_date"] as const;

/**
 * The booking section of a submitted form: leva to stotinki, Sofia dates and hours to instants. With the
 * course's first start, an early-bird date after its day is refused at once, as the API does.
 */
export function bookingFromForm(form: FormData, startsAt: string | null = null) {
  const errors: FieldErrors = {};
  const money = (name: string, required: boolean) => {
    const value = parseMoney(text(form, name), { maxWholeDigits: 9 });
    if (value === null && required) errors[name] = ["field.required"];
    if (value === "invalid") errors[name] = ["field.invalid_number"];
    return value === null || value === "invalid" ? (required ? 0 : null) : value;
  };
  const whole = (name: string, required: boolean) => {
    const raw = text(form, name);
    if (!raw) {
      if (required) errors[name] = ["field.required"];
      return required ? 0 : null;
    }
    if (!/^\d{1,9}$/.test(raw)) errors[name] = ["field.invalid_number"];
    return Number(raw) || 0;
  };
  const instants: Partial<Record<(typeof deadlineFields)[number], string | null>> = {};
  for (const name of deadlineFields) {
    const date = text(form, `${name}_date`);
    const hour = text(form, `${name}_hour`);
    if (!date && !hour) instants[name] = null;
    else if (!isCalendarDate(date)) errors[name] = ["field.invalid_date"];
    else if (hour && !isHourOfDay(hour)) errors[name] = ["field.invalid_hour"];
    else instants[name] = sofiaInstantText(date, hour || "00:00");
  }
  const earlyBirdUntil = text(form, "early_bird_until");
  if (earlyBirdUntil && !isCalendarDate(earlyBirdUntil)) errors.early_bird_until = ["field.invalid_date"];
  else if (earlyBirdUntil && startsAt && isEarlyBirdAfterStart(earlyBirdUntil, sofiaDateOf(startsAt)))
    errors.early_bird_until = ["field.early_bird_before_start"];
  const values = {
    price: money("price", true) ?? 0,
    early_bird_price: money("early_bird_price", false),
    early_bird_until: earlyBirdUntil || null,
    capacity: whole("capacity", true) ?? 0,
    group_size: whole("group_size", false),
    payment_deadline: instants.payment_deadline ?? null,
    cancellation_deadline: instants.cancellation_deadline ?? null,
    last_sell_date: instants.last_sell_date ?? null,
    requires_booking_approval: form.get("requires_booking_approval") === "on",
  };
  return { values, errors };
}

/** Every value of a form as strings (repeated names as lists), to put typed text back after a refusal. */
export function formValues(form: FormData): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const key of new Set(form.keys())) {
    const all = form.getAll(key).filter((v): v is string => typeof v === "string");
    out[key] =
      all.length > 1 || ["outcomes", "keywords", "types", "audience"].includes(key) ? all : (all[0] ?? "");
  }
  return out;
}

/** Zod issues as field errors keyed by their dotted path, the way the API answers them. */
export function issuesToErrors(issues: { path: PropertyKey[]; message: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join(".") || "_";
    const message = issue.message.startsWith("field.") ? issue.message : "field.invalid_value";
    errors[key] = [...new Set([...(errors[key] ?? []), message])];
  }
  return errors;
}
