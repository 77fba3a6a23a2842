import type { CityKey, LocaleText } from "./types";

/** Countries Bulgaria and Romania (LOCATIONS); the languages offered to users (USER-LANGUAGES). */
export const countries: { iso: string; name: LocaleText }[] = [
  { iso: "BG", name: { bg: "България", en: "Bulgaria" } },
  { iso: "RO", name: { bg: "Румъния", en: "Romania" } },
];

export const languages: { code: string; name: LocaleText }[] = [
  { code: "bg", name: { bg: "Български", en: "Bulgarian" } },
  { code: "en", name: { bg: "Английски", en: "English" } },
  { code: "de", name: { bg: "Немски", en: "German" } },
  { code: "es", name: { bg: "Испански", en: "Spanish" } },
  { code: "fr", name: { bg: "Френски", en: "French" } },
  { code: "pt", name: { bg: "Португалски", en: "Portuguese" } },
  { code: "it", name: { bg: "Италиански", en: "Italian" } },
];

/** The cities with their district lists. */
export const cities: { slug: CityKey; name: LocaleText; districts: LocaleText[] }[] = [
  {
    slug: "sofia",
    name: { bg: "София", en: "Sofia" },
    districts: [
      { bg: "Средец", en: "Sredets" },
      { bg: "Красно село", en: "Krasno Selo" },
      { bg: "Възраждане", en: "Vazrazhdane" },
      { bg: "Оборище", en: "Oborishte" },
      { bg: "Сердика", en: "Serdika" },
      { bg: "Подуяне", en: "Poduyane" },
      { bg: "Слатина", en: "Slatina" },
      { bg: "Изгрев", en: "Izgrev" },
      { bg: "Лозенец", en: "Lozenets" },
      { bg: "Триадица", en: "Triaditsa" },
      { bg: "Красна поляна", en: "Krasna Polyana" },
      { bg: "Илинден", en: "Ilinden" },
      { bg: "Надежда", en: "Nadezhda" },
      { bg: "Изток", en: "Iztok" },
      { bg: "Младост", en: "Mladost" },
      { bg: "Студентски", en: "Studentski" },
      { bg: "Витоша", en: "Vitosha" },
      { bg: "Овча купел", en: "Ovcha Kupel" },
      { bg: "Люлин", en: "Lyulin" },
      { bg: "Връбница", en: "Vrabnitsa" },
      { bg: "Нови Искър", en: "Novi Iskar" },
      { bg: "Кремиковци", en: "Kremikovtsi" },
      { bg: "Панчарево", en: "Pancharevo" },
      { bg: "Банкя", en: "Bankya" },
    ],
  },
  {
    slug: "veliko-tarnovo",
    name: { bg: "Велико Търново", en: "Veliko Tarnovo" },
    districts: [
      { bg: "Център", en: "Centre" },
      { bg: "Картала", en: "Kartala" },
      { bg: "Бузлуджа", en: "Buzludzha" },
      { bg: "Акация", en: "Akatsia" },
      { bg: "Колю Фичето", en: "Kolyu Ficheto" },
      { bg: "Асенов", en: "Asenov" },
    ],
  },
  {
    slug: "plovdiv",
    name: { bg: "Пловдив", en: "Plovdiv" },
    districts: [
      { bg: "Централен", en: "Tsentralen" },
      { bg: "Източен", en: "Iztochen" },
      { bg: "Западен", en: "Zapaden" },
      { bg: "Северен", en: "Severen" },
      { bg: "Южен", en: "Yuzhen" },
      { bg: "Тракия", en: "Trakia" },
    ],
  },
  {
    slug: "dobrich",
    name: { bg: "Добрич", en: "Dobrich" },
    districts: [
      { bg: "Център", en: "Centre" },
      { bg: "Дружба", en: "Druzhba" },
      { bg: "Балик", en: "Balik" },
      { bg: "Изгрев", en: "Izgrev" },
      { bg: "Рилци", en: "Riltsi" },
    ],
  },
  {
    slug: "varna",
    name: { bg: "Варна", en: "Varna" },
    districts: [
      { bg: "Одесос", en: "Odesos" },
      { bg: "Приморски", en: "Primorski" },
      { bg: "Младост", en: "Mladost" },
      { bg: "Владислав Варненчик", en: "Vladislav Varnenchik" },
      { bg: "Аспарухово", en: "Asparuhovo" },
    ],
  },
  {
    slug: "burgas",
    name: { bg: "Бургас", en: "Burgas" },
    districts: [
      { bg: "Център", en: "Centre" },
      { bg: "Лазур", en: "Lazur" },
      { bg: "Славейков", en: "Slaveykov" },
      { bg: "Изгрев", en: "Izgrev" },
      { bg: "Меден рудник", en: "Meden Rudnik" },
      { bg: "Сарафово", en: "Sarafovo" },
    ],
  },
];
