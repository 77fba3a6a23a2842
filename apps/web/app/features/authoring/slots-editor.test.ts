import type { OwnCourse } from "@kursove/contracts";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { describe, expect, it } from "vitest";
import { i18nFor } from "../../lib/i18n";
import { slotsOf } from "./programme-form";
import { SlotsEditor } from "./slots-editor";

const slot = (id: string, booked: boolean) => ({
  id,
  date: "2026-12-10",
  start_hour: "10:00",
  end_hour: "11:00",
  capacity: 3,
  booked,
});

/** The editor of a booked hour and a free one, as the server renders it. */
function render(locale: "bg" | "en") {
  const slots = slotsOf({ slots: [slot("s1", true), slot("s2", false)] } as unknown as OwnCourse);
  return renderToString(
    createElement(
      I18nextProvider,
      { i18n: i18nFor(locale) },
      createElement(SlotsEditor, {
        slots,
        setSlots: () => {},
        errors: {},
        readOnly: false,
        onChange: () => {},
      }),
    ),
  ).replace(/<!-- -->/g, "");
}

/** The attributes of the input named `name`. */
const input = (html: string, name: string) =>
  html.match(new RegExp(`<input[^>]*name="${name}"[^>]*>`))?.[0] ?? "";

describe("the slots editor", () => {
  it("keeps a booked hour's date and hours and offers no removal; its places and a free hour stay editable", () => {
    const html = render("bg");
    for (const name of ["date", "start_hour", "end_hour"]) {
      expect(input(html, `slots.0.${name}`)).toContain("readOnly");
      expect(input(html, `slots.1.${name}`)).not.toContain("readOnly");
    }
    expect(input(html, "slots.0.capacity")).not.toContain("readOnly");
    expect(html).toContain("има записвания – не може да се променя");
    expect(html).not.toContain('aria-label="Премахване на час 1"');
    expect(render("en")).toContain("booked – cannot be changed");
    expect(html).toContain('aria-label="Премахване на час 2"');
  });
});
