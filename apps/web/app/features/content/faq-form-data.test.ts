import { describe, expect, it } from "vitest";
import { parseFaqForm } from "./faq-form-data";

const formOf = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
};

describe("parseFaqForm", () => {
  it("keeps a question's texts to show again and sends `published` as a boolean", () => {
    const parsed = parseFaqForm(
      formOf({ intent: "item-update", id: "i1", group_id: "g1", question_bg: "Как?", published: "on" }),
    );
    expect(parsed).toMatchObject({
      verb: "update",
      kind: "item",
      id: "i1",
      values: { group_id: "g1", question_bg: "Как?", answer_en: "", published: "on" },
      body: { question_bg: "Как?", published: true },
    });
    const unticked = parseFaqForm(formOf({ intent: "item-create" }));
    expect(unticked).toMatchObject({ values: { published: "" }, body: { published: false } });
  });

  it("sends a group only its two titles", () => {
    const parsed = parseFaqForm(formOf({ intent: "group-create", title_bg: "Плащане", question_bg: "x" }));
    expect(parsed).toMatchObject({ verb: "create", body: { title_bg: "Плащане", title_en: "" } });
    expect(parsed.verb === "create" && parsed.body).not.toHaveProperty("question_bg");
  });

  it("moves up unless told down, and refuses an unknown intent", () => {
    expect(parseFaqForm(formOf({ intent: "group-move", id: "g1" }))).toMatchObject({ direction: "up" });
    expect(parseFaqForm(formOf({ intent: "item-move", direction: "down" }))).toMatchObject({
      direction: "down",
    });
    expect(parseFaqForm(formOf({ intent: "page-delete" }))).toEqual({ verb: "unknown", kind: null });
    expect(parseFaqForm(formOf({ intent: "item-publish" }))).toEqual({ verb: "unknown", kind: "item" });
  });
});
