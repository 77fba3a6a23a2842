import { createElement } from "react";
import { describe, expect, it } from "vitest";
import { renderInPage } from "../../test/render";
import { type RateAnswer, RateForm, type RateValues } from "./rate-form";

const empty: RateValues = {
  content: "",
  outcomes: "",
  overall: "",
  recommend: "",
  suggestions: "",
  other_courses_wanted: "",
  comment: "",
};

/** The form as the server renders it, that is as a browser without JavaScript gets it. */
function render(options: { initial?: Partial<RateValues>; answer?: RateAnswer; locale?: "bg" | "en" } = {}) {
  const props = {
    initial: { ...empty, ...options.initial },
    answer: options.answer,
    isEdit: false,
    pending: false,
  };
  // Form needs a data router, so the form is rendered as a page
  return renderInPage(createElement(RateForm, props), { locale: options.locale });
}

describe("the rate course form", () => {
  it("labels each star of the three required ratings as a radio button, 1 звезда to 5 звезди", () => {
    const html = render();
    for (const name of ["content", "outcomes", "overall"])
      expect(html.match(new RegExp(`type="radio" class="sr-only" name="${name}"`, "g"))).toHaveLength(5);
    expect(html).toContain(">1 звезда<");
    expect(html).toContain(">2 звезди<");
    expect(html).toContain(">5 звезди<");
    expect(render({ locale: "en" })).toContain(">1 star<");
    expect(html).toContain("Как оценявате съдържанието на курса?");
  });

  it("posts both steps as one form without JavaScript: no Continue button, everything visible", () => {
    const html = render();
    expect(html).not.toContain("Продължи");
    expect(html).not.toMatch(/<section[^>]*hidden/);
    expect(html).toContain('name="recommend" value="yes"');
    expect(html).toContain('name="comment"');
    expect(html).toContain("Изпратете отзива");
  });

  it("keeps the chosen stars and shows the server's message beside each field", () => {
    const html = render({
      answer: {
        values: { ...empty, content: "4", comment: "Полезен" },
        errors: { outcomes: ["Изберете от 1 до 5 звезди"] },
        message: "Отзивът не беше запазен.",
      },
    });
    expect(html).toMatch(/name="content" checked="" value="4"/);
    expect(html).toContain('id="outcomes-error"');
    expect(html).toContain("Изберете от 1 до 5 звезди");
    expect(html).toContain('role="alert"');
    expect(html).toContain(">Полезен</textarea>");
  });
});
