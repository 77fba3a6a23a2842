import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { amountInWords, bgNumberInWords, enNumberInWords } from "./amount-in-words";

const bgValues: Record<string, number> = {
  един: 1,
  една: 1,
  едно: 1,
  два: 2,
  две: 2,
  три: 3,
  четири: 4,
  пет: 5,
  шест: 6,
  седем: 7,
  осем: 8,
  девет: 9,
  десет: 10,
  единадесет: 11,
  дванадесет: 12,
  тринадесет: 13,
  четиринадесет: 14,
  петнадесет: 15,
  шестнадесет: 16,
  седемнадесет: 17,
  осемнадесет: 18,
  деветнадесет: 19,
  двадесет: 20,
  тридесет: 30,
  четиридесет: 40,
  петдесет: 50,
  шестдесет: 60,
  седемдесет: 70,
  осемдесет: 80,
  деветдесет: 90,
  сто: 100,
  двеста: 200,
  триста: 300,
  четиристотин: 400,
  петстотин: 500,
  шестстотин: 600,
  седемстотин: 700,
  осемстотин: 800,
  деветстотин: 900,
};
const bgScales: Record<string, number> = {
  хиляда: 1000,
  хиляди: 1000,
  милион: 1e6,
  милиона: 1e6,
  милиард: 1e9,
  милиарда: 1e9,
};

/** Reads Bulgarian number words back, to check the writer against every number. */
function readBg(text: string): number {
  if (text === "нула") return 0;
  let total = 0;
  let group = 0;
  for (const word of text.split(" ")) {
    if (word === "и") continue;
    const scale = bgScales[word];
    if (scale) {
      total += (group || 1) * scale;
      group = 0;
    } else if (word in bgValues) group += bgValues[word] as number;
    else throw new Error(`unknown word ${word} in ${text}`);
  }
  return total + group;
}

const enValues: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};
const enScales: Record<string, number> = { thousand: 1000, million: 1e6, billion: 1e9 };

function readEn(text: string): number {
  if (text === "zero") return 0;
  let total = 0;
  let group = 0;
  for (const word of text.replace(/-/g, " ").split(" ")) {
    if (word === "and") continue;
    if (word === "hundred") group *= 100;
    else if (enScales[word]) {
      total += group * (enScales[word] as number);
      group = 0;
    } else if (word in enValues) group += enValues[word] as number;
    else throw new Error(`unknown word ${word} in ${text}`);
  }
  return total + group;
}

describe("INVOICE-WORDS: amounts in words", () => {
  it("writes Bulgarian numbers with the right gender and «и»", () => {
    expect(bgNumberInWords(123, "n")).toBe("сто двадесет и три");
    expect(bgNumberInWords(105)).toBe("сто и пет");
    expect(bgNumberInWords(1, "n")).toBe("едно");
    expect(bgNumberInWords(2, "m")).toBe("два");
    expect(bgNumberInWords(1005)).toBe("хиляда и пет");
    expect(bgNumberInWords(1120)).toBe("хиляда сто и двадесет");
    expect(bgNumberInWords(1234)).toBe("хиляда двеста тридесет и четири");
    expect(bgNumberInWords(21000)).toBe("двадесет и една хиляди");
    expect(bgNumberInWords(2_300_000)).toBe("два милиона и триста хиляди");
    expect(bgNumberInWords(1_000_000)).toBe("един милион");
  });

  it("writes an invoice total in euro and cents in both languages", () => {
    expect(amountInWords(12345, "EUR", "bg")).toBe("сто двадесет и три евро и четиридесет и пет цента");
    expect(amountInWords(100, "EUR", "bg")).toBe("едно евро");
    expect(amountInWords(2101, "EUR", "bg")).toBe("двадесет и едно евро и един цент");
    expect(amountInWords(50, "EUR", "bg")).toBe("нула евро и петдесет цента");
    expect(amountInWords(201, "BGN", "bg")).toBe("два лева и една стотинка");
    expect(amountInWords(12345, "EUR", "en")).toBe("one hundred and twenty-three euros and forty-five cents");
    expect(amountInWords(101, "EUR", "en")).toBe("one euro and one cent");
    expect(amountInWords(100_500, "EUR", "en")).toBe("one thousand and five euros");
  });

  it("reads back as the same number for every amount (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999_999_999_999 }), (n) => {
        expect(readBg(bgNumberInWords(n))).toBe(n);
        expect(readBg(bgNumberInWords(n, "n"))).toBe(n);
        expect(readEn(enNumberInWords(n))).toBe(n);
      }),
      { numRuns: 2000 },
    );
  });

  it("puts «и» only between words, never twice in a row or at an end (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 999_999_999 }), (n) => {
        const words = bgNumberInWords(n).split(" ");
        expect(words[0]).not.toBe("и");
        expect(words[words.length - 1]).not.toBe("и");
        for (let i = 1; i < words.length; i++) expect(words[i] === "и" && words[i - 1] === "и").toBe(false);
        // exactly one «и» in the last group's join, so the amount reads as one number
        expect(words.filter((w) => w === "и").length).toBeGreaterThanOrEqual(words.length > 1 ? 1 : 0);
      }),
      { numRuns: 2000 },
    );
  });

  it("keeps the cents of any amount (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_00 }), (minor) => {
        const text = amountInWords(minor, "EUR", "en");
        const [euros, cents] = text.split(/ euros? and | euros?$/);
        expect(readEn(euros as string)).toBe(Math.floor(minor / 100));
        if (minor % 100) expect(readEn((cents as string).replace(/ cents?$/, ""))).toBe(minor % 100);
      }),
    );
  });
});
