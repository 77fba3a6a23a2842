import type { FaqSection } from "@kursove/contracts";
import { describe, expect, it } from "vitest";
import { answerParagraphs, faqJsonLd, filterFaq, opensAnswers, searchWords } from "./faq-filter";

const groups: FaqSection[] = [
  {
    id: "00000000-0000-4000-8000-000000000001",
    title: "Плащания",
    items: [
      {
        id: "00000000-0000-4000-8000-000000000011",
        question: "Как мога да платя?",
        answer: "С банкова карта.",
      },
      {
        id: "00000000-0000-4000-8000-000000000012",
        question: "Кога ще получа парите?",
        answer: "Веднага.\n\nЗависи от банката.",
      },
    ],
  },
  {
    id: "00000000-0000-4000-8000-000000000002",
    title: "For lectors",
    items: [
      { id: "00000000-0000-4000-8000-000000000021", question: "Café?", answer: "Yes, with a certificate." },
    ],
  },
];

describe("the FAQ search", () => {
  it("keeps everything for a blank search", () => {
    expect(filterFaq(groups, "   ")).toBe(groups);
    expect(searchWords("  ")).toEqual([]);
  });

  it("finds questions holding every word, in any case, in the question, answer or group title", () => {
    expect(filterFaq(groups, "КАРТА").flatMap((g) => g.items.map((i) => i.question))).toEqual([
      "Как мога да платя?",
    ]);
    expect(filterFaq(groups, "плащания банката").flatMap((g) => g.items.map((i) => i.question))).toEqual([
      "Кога ще получа парите?",
    ]);
    expect(filterFaq(groups, "cafe certificate")).toMatchObject([{ title: "For lectors" }]);
    expect(filterFaq(groups, "lectors").map((g) => g.items.length)).toEqual([1]);
  });

  it("drops the groups left without a question", () => {
    expect(filterFaq(groups, "банков").map((g) => g.title)).toEqual(["Плащания"]);
    expect(filterFaq(groups, "няма такова")).toEqual([]);
  });

  it("opens the answers when a search leaves three questions or fewer, never without a search", () => {
    expect(opensAnswers("карта", 3)).toBe(true);
    expect(opensAnswers("карта", 4)).toBe(false);
    expect(opensAnswers("  ", 1)).toBe(false);
  });

  it("splits answers into paragraphs at blank lines", () => {
    expect(answerParagraphs("Едно.\n\nДве\nи половина.\r\n \r\nТри.\n\n\n")).toEqual([
      "Едно.",
      "Две\nи половина.",
      "Три.",
    ]);
  });

  it("describes the questions as a schema.org FAQPage", () => {
    const data = faqJsonLd(groups);
    expect(data).toMatchObject({ "@context": "https://schema.org", "@type": "FAQPage" });
    expect(data.mainEntity).toHaveLength(3);
    expect(data.mainEntity[1]).toEqual({
      "@type": "Question",
      name: "Кога ще получа парите?",
      acceptedAnswer: { "@type": "Answer", text: "Веднага.\n\nЗависи от банката." },
    });
  });
});
