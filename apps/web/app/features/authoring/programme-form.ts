import type { CourseModulesInput, CourseSlotsInput, OwnCourse } from "@kursove/contracts";
import { minutesBetween } from "./course-form";

export type SessionDraft = {
  key: string;
  id?: string | undefined;
  title: string;
  description: string;
  date: string;
  start_hour: string;
  end_hour: string;
  instructor_id: string;
  duration_minutes: string;
  /** set when the API says the session is booked: it cannot be changed */
  locked?: boolean | undefined;
};
export type ModuleDraft = {
  key: string;
  id?: string | undefined;
  title: string;
  description: string;
  sessions: SessionDraft[];
};
export type SlotDraft = {
  key: string;
  id?: string | undefined;
  date: string;
  start_hour: string;
  end_hour: string;
  capacity: string;
  /** set when the API says the hour is booked: it cannot be moved or removed, only given more places */
  locked?: boolean | undefined;
};

let counter = 0;
/** A React key for rows not saved yet. */
export const newKey = () => `new-${++counter}`;

export const emptySession = (): SessionDraft => ({
  key: newKey(),
  title: "",
  description: "",
  date: "",
  start_hour: "",
  end_hour: "",
  instructor_id: "",
  duration_minutes: "",
});
export const emptyModule = (): ModuleDraft => ({ key: newKey(), title: "", description: "", sessions: [] });
export const emptySlot = (): SlotDraft => ({
  key: newKey(),
  date: "",
  start_hour: "",
  end_hour: "",
  capacity: "",
});

type BookedFlags = { booked?: boolean; locked?: boolean; is_booked?: boolean; sold_count?: number };
const isLocked = (s: BookedFlags) => Boolean(s.booked || s.locked || s.is_booked || (s.sold_count ?? 0) > 0);

/** The editor's rows for a course's modules and sessions. */
export function modulesOf(course: OwnCourse): ModuleDraft[] {
  return course.modules.map((m) => ({
    key: m.id,
    id: m.id,
    title: m.title,
    description: m.description,
    sessions: m.sessions.map((s) => ({
      key: s.id,
      id: s.id,
      title: s.title,
      description: s.description,
      date: s.date,
      start_hour: s.start_hour,
      end_hour: s.end_hour,
      instructor_id: s.instructor_id ?? "",
      duration_minutes: String(s.duration_minutes),
      locked: isLocked(s as BookedFlags),
    })),
  }));
}

export const slotsOf = (course: OwnCourse): SlotDraft[] =>
  course.slots.map((s) => ({
    key: s.id,
    id: s.id,
    date: s.date,
    start_hour: s.start_hour,
    end_hour: s.end_hour,
    capacity: String(s.capacity),
    locked: s.booked,
  }));

/** Rows named like "modules.0.sessions.1.title" grouped back into nested lists. */
function rowsOf(form: FormData, prefix: string) {
  const rows: Record<string, string>[] = [];
  for (const [name, value] of form) {
    if (!name.startsWith(`${prefix}.`) || typeof value !== "string") continue;
    const match = name.slice(prefix.length + 1).match(/^(\d+)\.(.+)$/);
    if (!match) continue;
    const index = Number(match[1]);
    rows[index] = { ...(rows[index] ?? {}), [match[2]!]: value };
  }
  return rows.filter(Boolean).map((row, i) => ({ row, i }));
}

const count = (v: string | undefined) => (v && /^\d+$/.test(v.trim()) ? Number(v) : Number.NaN);

/** The PUT /provider/courses/{id}/modules body of a submitted programme form. */
export function modulesFromForm(form: FormData): CourseModulesInput {
  const modules = rowsOf(form, "modules").map(({ row, i }) => {
    const sessions = rowsOf(form, `modules.${i}.sessions`).map(({ row: s }) => {
      const start = s.start_hour ?? "";
      const end = s.end_hour ?? "";
      const typed = s.duration_minutes?.trim();
      return {
        ...(s.id ? { id: s.id } : {}),
        title: s.title ?? "",
        description: s.description ?? "",
        date: s.date ?? "",
        start_hour: start,
        end_hour: end,
        instructor_id: s.instructor_id || null,
        duration_minutes: typed ? count(typed) : minutesBetween(start, end),
      };
    });
    return {
      ...(row.id ? { id: row.id } : {}),
      title: row.title ?? "",
      description: row.description ?? "",
      sessions,
    };
  });
  return { modules };
}

/** The PUT /provider/courses/{id}/slots body of a submitted slots form. */
export function slotsFromForm(form: FormData): CourseSlotsInput {
  return {
    slots: rowsOf(form, "slots").map(({ row }) => ({
      ...(row.id ? { id: row.id } : {}),
      date: row.date ?? "",
      start_hour: row.start_hour ?? "",
      end_hour: row.end_hour ?? "",
      capacity: count(row.capacity),
    })),
  };
}

/** Gives rows saved for the first time the ids the API answered, matched by position. */
export function withSavedIds(drafts: ModuleDraft[], course: OwnCourse): ModuleDraft[] {
  if (course.modules.length !== drafts.length) return drafts;
  return drafts.map((m, mi) => {
    const saved = course.modules[mi]!;
    const sessions =
      saved.sessions.length === m.sessions.length
        ? m.sessions.map((s, si) => (s.id ? s : { ...s, id: saved.sessions[si]!.id }))
        : m.sessions;
    return { ...m, id: m.id ?? saved.id, sessions };
  });
}

export function slotsWithSavedIds(drafts: SlotDraft[], course: OwnCourse): SlotDraft[] {
  if (course.slots.length !== drafts.length) return drafts;
  return drafts.map((s, i) => (s.id ? s : { ...s, id: course.slots[i]!.id }));
}
