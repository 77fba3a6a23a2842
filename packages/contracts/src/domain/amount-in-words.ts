/**
 * An amount written in words, as an invoice prints it ("Словом", FEATURES INVOICE-WORDS): Bulgarian
 * with the right gender of each unit (едно евро, един цент, една стотинка) and English (British "and").
 */
import type { Currency } from "./currency";

type Gender = "m" | "f" | "n";

const bgOnes: Record<Gender, string[]> = {
  m: ["", "един", "два", "три", "четири", "пет", "шест", "седем", "осем", "девет"],
  f: ["", "една", "две", "три", "четири", "пет", "шест", "седем", "осем", "девет"],
  n: ["", "едно", "две", "три", "четири", "пет", "шест", "седем", "осем", "девет"],
};
const bgTeens = [
  "десет",
  "единадесет",
  "дванадесет",
  "тринадесет",
  "четиринадесет",
  "петнадесет",
  "шестнадесет",
  "седемнадесет",
  "осемнадесет",
  "деветнадесет",
];
const bgTens = [
  "",
  "",
  "двадесет",
  "тридесет",
  "четиридесет",
  "петдесет",
  "шестдесет",
  "седемдесет",
  "осемдесет",
  "деветдесет",
];
const bgHundreds = [
  "",
  "сто",
  "двеста",
  "триста",
  "четиристотин",
  "петстотин",
  "шестстотин",
  "седемстотин",
  "осемстотин",
  "деветстотин",
];

/** 1-999 as words, "и" before the last of them (сто двадесет и три, сто и пет). */
function bgTriple(n: number, gender: Gender): string[] {
  const words: string[] = [];
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  if (hundreds) words.push(bgHundreds[hundreds] as string);
  if (rest >= 10 && rest < 20) words.push(bgTeens[rest - 10] as string);
  else {
    if (rest >= 20) words.push(bgTens[Math.floor(rest / 10)] as string);
    if (rest % 10) words.push(bgOnes[gender][rest % 10] as string);
  }
  if (words.length > 1) words.splice(words.length - 1, 0, "и");
  return words;
}

/** A whole number in Bulgarian words, its units of `gender` (up to 999 999 999 999). */
export function bgNumberInWords(n: number, gender: Gender = "m"): string {
  if (!Number.isSafeInteger(n) || n < 0 || n > 999_999_999_999) throw new RangeError(`cannot write ${n}`);
  if (n === 0) return "нула";
  const groups = [
    { value: Math.floor(n / 1e9), one: "един милиард", many: "милиарда", gender: "m" as Gender },
    { value: Math.floor(n / 1e6) % 1000, one: "един милион", many: "милиона", gender: "m" as Gender },
    { value: Math.floor(n / 1000) % 1000, one: "хиляда", many: "хиляди", gender: "f" as Gender },
    { value: n % 1000, one: "", many: "", gender },
  ];
  const parts: string[][] = [];
  for (const group of groups) {
    if (!group.value) continue;
    if (group.value === 1 && group.one) parts.push([group.one]);
    else parts.push([...bgTriple(group.value, group.gender), ...(group.many ? [group.many] : [])]);
  }
  // the last group gets "и" before it when it is one word or one word and its scale (хиляда и пет)
  const last = parts[parts.length - 1] as string[];
  if (parts.length > 1 && !last.includes("и")) last.unshift("и");
  return parts.flat().join(" ");
}

const enOnes = ["", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"];
const enTeens = [
  "ten",
  "eleven",
  "twelve",
  "thirteen",
  "fourteen",
  "fifteen",
  "sixteen",
  "seventeen",
  "eighteen",
  "nineteen",
];
const enTens = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"];

function enBelowHundred(n: number): string {
  if (n < 10) return enOnes[n] as string;
  if (n < 20) return enTeens[n - 10] as string;
  const ones = n % 10;
  return `${enTens[Math.floor(n / 10)]}${ones ? `-${enOnes[ones]}` : ""}`;
}

function enTriple(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  if (!hundreds) return enBelowHundred(rest);
  return `${enOnes[hundreds]} hundred${rest ? ` and ${enBelowHundred(rest)}` : ""}`;
}

/** A whole number in British English words (one hundred and twenty-three). */
export function enNumberInWords(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0 || n > 999_999_999_999) throw new RangeError(`cannot write ${n}`);
  if (n === 0) return "zero";
  const scales: [number, string][] = [
    [1e9, "billion"],
    [1e6, "million"],
    [1000, "thousand"],
    [1, ""],
  ];
  const parts: string[] = [];
  for (const [size, name] of scales) {
    const value = Math.floor(n / size) % 1000;
    if (!value) continue;
    // the last group below a hundred after a larger one takes "and": one thousand and five
    const and = size === 1 && value < 100 && parts.length > 0 ? "and " : "";
    parts.push(`${and}${enTriple(value)}${name ? ` ${name}` : ""}`);
  }
  return parts.join(" ");
}

const bgUnits: Record<
  Currency,
  { gender: Gender; one: string; many: string; minorGender: Gender; minorOne: string; minorMany: string }
> = {
  EUR: { gender: "n", one: "евро", many: "евро", minorGender: "m", minorOne: "цент", minorMany: "цента" },
  BGN: {
    gender: "m",
    one: "лев",
    many: "лева",
    minorGender: "f",
    minorOne: "стотинка",
    minorMany: "стотинки",
  },
};
const enUnits: Record<Currency, { one: string; many: string; minorOne: string; minorMany: string }> = {
  EUR: { one: "euro", many: "euros", minorOne: "cent", minorMany: "cents" },
  BGN: { one: "lev", many: "leva", minorOne: "stotinka", minorMany: "stotinki" },
};

/** After a numeral a Bulgarian noun stays singular only when the number ends in "един/една/едно" (not 11). */
const bgIsSingular = (n: number) => n % 10 === 1 && n % 100 !== 11;

/** An amount in minor units written in words in `locale`: "сто двадесет и три евро и пет цента". */
export function amountInWords(minor: number, currency: Currency, locale: "bg" | "en"): string {
  if (!Number.isSafeInteger(minor) || minor < 0)
    throw new RangeError(`not an amount in minor units: ${minor}`);
  const major = Math.floor(minor / 100);
  const cents = minor % 100;
  if (locale === "bg") {
    const u = bgUnits[currency];
    const main = `${bgNumberInWords(major, u.gender)} ${bgIsSingular(major) ? u.one : u.many}`;
    if (!cents) return main;
    return `${main} и ${bgNumberInWords(cents, u.minorGender)} ${bgIsSingular(cents) ? u.minorOne : u.minorMany}`;
  }
  const u = enUnits[currency];
  const main = `${enNumberInWords(major)} ${major === 1 ? u.one : u.many}`;
  if (!cents) return main;
  return `${main} and ${enNumberInWords(cents)} ${cents === 1 ? u.minorOne : u.minorMany}`;
}
