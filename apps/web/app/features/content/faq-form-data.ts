/** What the admin FAQ page acts on: a group of questions or one question. */
export type FaqKind = "group" | "item";

/** One submission of the admin FAQ page, read from its `intent` ("group-create", "item-move"…). */
export type FaqSubmission =
  | { verb: "create" | "update"; kind: FaqKind; id: string; values: Record<string, string>; body: unknown }
  | { verb: "delete"; kind: FaqKind; id: string }
  | { verb: "move"; kind: FaqKind; id: string; direction: "up" | "down" }
  | { verb: "unknown"; kind: FaqKind | null };

const kinds: readonly string[] = ["group", "item"];

/**
 * Reads a submitted FAQ form. `values` are the texts to show again after a refusal ("on" for a ticked
 * box), `body` what the API takes (a real boolean for `published`).
 */
export function parseFaqForm(form: FormData): FaqSubmission {
  const text = (name: string) => String(form.get(name) ?? "");
  const [kindText = "", verb = ""] = text("intent").split("-");
  const kind = kinds.includes(kindText) ? (kindText as FaqKind) : null;
  const id = text("id");
  if (!kind) return { verb: "unknown", kind };
  if (verb === "create" || verb === "update") {
    const values: Record<string, string> =
      kind === "group"
        ? { title_bg: text("title_bg"), title_en: text("title_en") }
        : {
            group_id: text("group_id"),
            question_bg: text("question_bg"),
            question_en: text("question_en"),
            answer_bg: text("answer_bg"),
            answer_en: text("answer_en"),
            published: form.get("published") === "on" ? "on" : "",
          };
    const body = kind === "group" ? values : { ...values, published: values.published === "on" };
    return { verb, kind, id, values, body };
  }
  if (verb === "delete") return { verb, kind, id };
  if (verb === "move") return { verb, kind, id, direction: text("direction") === "down" ? "down" : "up" };
  return { verb: "unknown", kind };
}
