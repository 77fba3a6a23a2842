import type { FaqSection } from "@kursove/contracts";

/** Lower case without accents, so "Плащане" finds "плащането" and "cafe" finds "café". */
function normalize(text: string) {
  return text
    .toLocaleLowerCase()
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "");
}

/** The words of a search, normalized; none when it is blank. */
export function searchWords(query: string) {
  return normalize(query).split(/\s+/).filter(Boolean);
}

/**
 * The groups and questions that hold every word of the search (in the question, the answer or the
 * group's title), in their order; groups left without a question are dropped. A blank search keeps all.
 */
export function filterFaq(groups: FaqSection[], query: string): FaqSection[] {
  const words = searchWords(query);
  if (words.length === 0) return groups;
  return groups
    .map((group) => ({
      ...group,
      items: group.items.filter((item) => {
        const haystack = normalize(`${group.title}\n${item.question}\n${item.answer}`);
        return words.every((word) => haystack.includes(word));
      }),
    }))
    .filter((group) => group.items.length > 0);
}

/** When a search leaves this many questions or fewer, their answers open by themselves. */
const openUpTo = 3;

/** Whether the answers shown open by themselves: a search found only a few questions. */
export function opensAnswers(query: string, found: number) {
  return query.trim() !== "" && found <= openUpTo;
}

/** The paragraphs of a plain-text answer: blocks split by blank lines, trimmed, none empty. */
export function answerParagraphs(answer: string) {
  return answer
    .split(/\r?\n\s*\r?\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}

/** schema.org FAQPage data of the questions, for search engines. */
export function faqJsonLd(groups: FaqSection[]) {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: groups.flatMap((group) =>
      group.items.map((item) => ({
        "@type": "Question",
        name: item.question,
        acceptedAnswer: { "@type": "Answer", text: answerParagraphs(item.answer).join("\n\n") },
      })),
    ),
  };
}
