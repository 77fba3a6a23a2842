import { z } from "zod";

/** Required text, trimmed, of min..max characters; an empty one is "required", a wrong length names the rule. */
const faqText = (min: number, max: number, lengthMessage: string) =>
  z
    .string({ error: "field.required" })
    .trim()
    .min(1, { error: "field.required", abort: true })
    .min(min, { error: lengthMessage })
    .max(max, { error: lengthMessage });

export const faqLimits = {
  title: { min: 2, max: 120 },
  question: { min: 5, max: 300 },
  answer: { min: 5, max: 5000 },
} as const;

const title = faqText(faqLimits.title.min, faqLimits.title.max, "field.faq_title_length");
const question = faqText(faqLimits.question.min, faqLimits.question.max, "field.faq_question_length");
/** Plain text; paragraphs are separated by blank lines. Never HTML. */
const answer = faqText(faqLimits.answer.min, faqLimits.answer.max, "field.faq_answer_length");

/** One question of the public FAQ, in the request's language. */
export const faqEntry = z.object({ id: z.uuid(), question: z.string(), answer: z.string() });
export const faqSection = z.object({ id: z.uuid(), title: z.string(), items: z.array(faqEntry) });
/** GET /faq: the groups that have published questions, in order. */
export const faqPage = z.object({ groups: z.array(faqSection) });
export type FaqEntry = z.infer<typeof faqEntry>;
export type FaqSection = z.infer<typeof faqSection>;
export type FaqPage = z.infer<typeof faqPage>;

export const faqGroupBody = z.object({ title_bg: title, title_en: title });
export type FaqGroupInput = z.infer<typeof faqGroupBody>;

export const faqItemBody = z.object({
  group_id: z.uuid({ error: "field.faq_group_required" }),
  question_bg: question,
  question_en: question,
  answer_bg: answer,
  answer_en: answer,
  published: z.boolean({ error: "field.required" }),
});
export type FaqItemInput = z.infer<typeof faqItemBody>;

export const faqMoveBody = z.object({ direction: z.enum(["up", "down"], { error: "field.invalid_value" }) });
export type FaqMoveInput = z.infer<typeof faqMoveBody>;

/** A question as admins see it: both languages, its place and whether visitors see it. */
export const adminFaqItem = z.object({
  id: z.uuid(),
  group_id: z.uuid(),
  position: z.number().int(),
  question_bg: z.string(),
  question_en: z.string(),
  answer_bg: z.string(),
  answer_en: z.string(),
  published: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export const adminFaqGroup = z.object({
  id: z.uuid(),
  position: z.number().int(),
  title_bg: z.string(),
  title_en: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  items: z.array(adminFaqItem),
});
/** GET /admin/faq (and the answer of a move): every group with every question, in order. */
export const adminFaq = z.object({ groups: z.array(adminFaqGroup) });
export type AdminFaqItem = z.infer<typeof adminFaqItem>;
export type AdminFaqGroup = z.infer<typeof adminFaqGroup>;
export type AdminFaq = z.infer<typeof adminFaq>;
