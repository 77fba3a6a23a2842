import { describe, expect, it } from "vitest";
import { keysInCode, keysOfPage, readKeys } from "../../page-texts";

// PAGE-TEXTS (ADR 039): the keys a page's code names decide which texts its HTML carries, so a key read
// wrongly is a text missing in the browser.
const catalogs = new Map<string, Record<string, unknown>>([
  [
    "common",
    {
      brand: "Курсове",
      title: "Заглавие",
      course: {
        bookNow: "Запиши се",
        placesLeft_one: "{{count}} място",
        placesLeft_other: "{{count}} места",
      },
      courseType: { online: "Онлайн", onsite: "Присъствен" },
      nav: { courses: "Курсове", blog: "Блог" },
      status_draft: "Чернова",
      status_approved: "Одобрен",
    },
  ],
  ["errors", { course_not_found: "Няма такъв курс", field: { required: "Задължително поле" } }],
] as [string, Record<string, unknown>][]) as Parameters<typeof keysInCode>[1];

const keys = (code: string) => keysInCode(code, catalogs).sort();
/** Code with a template literal: `#{` stands for a placeholder's opening. */
const template = (code: string) => code.replaceAll("#{", "${");

describe("keysInCode", () => {
  it("reads whole keys, with or without a namespace, and a plural's forms with its key", () => {
    expect(keys('t("course.bookNow"); t("errors:field.required"); t("brand")')).toEqual([
      "common:brand",
      "common:course.bookNow",
      "errors:field.required",
    ]);
    expect(keys('t("course.placesLeft", { count })')).toEqual([
      "common:course.placesLeft_one",
      "common:course.placesLeft_other",
    ]);
  });

  it("reads the head of a template or a concatenation as the branch or the names it starts", () => {
    expect(keys(template("t(`courseType.#{type}`)"))).toEqual([
      "common:courseType.online",
      "common:courseType.onsite",
    ]);
    expect(keys('t("courseType." + type)')).toEqual(["common:courseType.online", "common:courseType.onsite"]);
    expect(keys(template("t(`status_#{state}`)"))).toEqual(["common:status_approved", "common:status_draft"]);
    expect(keys(template("t(`#{kind}.bookNow`)"))).toEqual(["common:course.bookNow"]);
    // a namespace alone: every text of it
    expect(keys(template("t(`errors:#{code}`)"))).toEqual(["errors:"]);
  });

  it("takes a branch only when named with a dot or a namespace, not for a common word", () => {
    expect(keys('const kind = "course"; const id = "nav";')).toEqual([]);
    expect(keys('t("common:nav", { returnObjects: true })')).toEqual(["common:nav"]);
    expect(keys('t("nav.missing"); t("other:brand"); className="mt-4"')).toEqual([]);
  });

  it("takes a key without a namespace from the default one and those the page's code names", () => {
    const more = new Map([
      ...catalogs,
      ["checkout", { title: "Поръчка", course: { bookNow: "Резервирай" } }],
      ["discounts", { title: "Кодове за отстъпка" }],
    ]) as typeof catalogs;
    const page = (...modules: string[]) => keysOfPage(modules.map((code) => readKeys(code, more)));
    // "title" is in common, checkout and discounts: a page that names none of them gets common's alone
    expect(page('t("title")')).toEqual(["common:title"]);
    // a page whose code asks for checkout's texts, in another module than the key, gets those too
    expect(page('useTranslation("checkout")', 't("title"); t("course.bookNow")')).toEqual([
      "checkout:course.bookNow",
      "checkout:title",
      "common:course.bookNow",
      "common:title",
    ]);
    expect(page('t(code, { ns: "discounts" })', 't("title")')).toEqual(["common:title", "discounts:title"]);
    expect(page('getFixedT(locale, ["discounts", "checkout"])', 't("title")')).toEqual([
      "checkout:title",
      "common:title",
      "discounts:title",
    ]);
    // a key with its namespace is taken whatever the page names
    expect(page('t("discounts:title")')).toEqual(["discounts:title"]);
  });
});
