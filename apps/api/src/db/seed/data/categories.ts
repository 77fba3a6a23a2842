import type { SeedCategory } from "../types";

/** Category tree of the demo catalogue. Slugs are unique across categories and subcategories. */
export const categories: SeedCategory[] = [
  {
    slug: "programirane-i-it",
    name: { bg: "Програмиране и ИТ", en: "Programming & IT" },
    subcategories: [
      {
        slug: "osnovi-na-programiraneto",
        name: { bg: "Основи на програмирането", en: "Programming Fundamentals" },
      },
      { slug: "web-razrabotka", name: { bg: "Уеб разработка", en: "Web Development" } },
      {
        slug: "analiz-na-danni-i-ii",
        name: { bg: "Анализ на данни и изкуствен интелект", en: "Data Analysis & AI" },
      },
      { slug: "kibersigurnost", name: { bg: "Киберсигурност", en: "Cybersecurity" } },
      {
        slug: "devops-i-oblachni-tehnologii",
        name: { bg: "DevOps и облачни технологии", en: "DevOps & Cloud" },
      },
      { slug: "ofis-softuer", name: { bg: "Офис софтуер", en: "Office Software" } },
    ],
  },
  {
    slug: "biznes-i-menidzhmant",
    name: { bg: "Бизнес и мениджмънт", en: "Business & Management" },
    subcategories: [
      { slug: "upravlenie-na-proekti", name: { bg: "Управление на проекти", en: "Project Management" } },
      {
        slug: "liderstvo-i-ekipi",
        name: { bg: "Лидерство и управление на екипи", en: "Leadership & Team Management" },
      },
      { slug: "predpriemachestvo", name: { bg: "Предприемачество", en: "Entrepreneurship" } },
      { slug: "choveshki-resursi", name: { bg: "Човешки ресурси", en: "Human Resources" } },
    ],
  },
  {
    slug: "marketing-i-prodazhbi",
    name: { bg: "Маркетинг и продажби", en: "Marketing & Sales" },
    subcategories: [
      { slug: "digitalen-marketing", name: { bg: "Дигитален маркетинг", en: "Digital Marketing" } },
      { slug: "sotsialni-mrezhi", name: { bg: "Социални мрежи", en: "Social Media" } },
      { slug: "seo-i-sadarzhanie", name: { bg: "SEO и съдържание", en: "SEO & Content" } },
      { slug: "prodazhbi-i-pregovori", name: { bg: "Продажби и преговори", en: "Sales & Negotiation" } },
      { slug: "elektronna-targoviya", name: { bg: "Електронна търговия", en: "E-commerce" } },
    ],
  },
  {
    slug: "dizain-i-tvorchestvo",
    name: { bg: "Дизайн и творчество", en: "Design & Creativity" },
    subcategories: [
      { slug: "grafichen-dizain", name: { bg: "Графичен дизайн", en: "Graphic Design" } },
      { slug: "ux-ui-dizain", name: { bg: "UX/UI дизайн", en: "UX/UI Design" } },
      { slug: "interioren-dizain", name: { bg: "Интериорен дизайн", en: "Interior Design" } },
      { slug: "risuvane-i-zhivopis", name: { bg: "Рисуване и живопис", en: "Drawing & Painting" } },
      { slug: "prilozhni-izkustva", name: { bg: "Керамика и приложни изкуства", en: "Ceramics & Crafts" } },
    ],
  },
  {
    slug: "ezitsi",
    name: { bg: "Езици", en: "Languages" },
    subcategories: [
      { slug: "angliyski-ezik", name: { bg: "Английски език", en: "English" } },
      { slug: "nemski-ezik", name: { bg: "Немски език", en: "German" } },
      { slug: "ispanski-ezik", name: { bg: "Испански език", en: "Spanish" } },
      { slug: "frenski-ezik", name: { bg: "Френски език", en: "French" } },
      {
        slug: "balgarski-za-chuzhdentsi",
        name: { bg: "Български за чужденци", en: "Bulgarian for Foreigners" },
      },
    ],
  },
  {
    slug: "lichno-razvitie",
    name: { bg: "Лично развитие", en: "Personal Development" },
    subcategories: [
      {
        slug: "publichno-govorene",
        name: { bg: "Комуникация и публично говорене", en: "Communication & Public Speaking" },
      },
      {
        slug: "produktivnost",
        name: { bg: "Управление на времето и продуктивност", en: "Time Management & Productivity" },
      },
      {
        slug: "emotsionalna-inteligentnost",
        name: { bg: "Емоционална интелигентност", en: "Emotional Intelligence" },
      },
      { slug: "karierno-razvitie", name: { bg: "Кариерно развитие", en: "Career Development" } },
    ],
  },
  {
    slug: "finansi-i-schetovodstvo",
    name: { bg: "Финанси и счетоводство", en: "Finance & Accounting" },
    subcategories: [
      { slug: "schetovodstvo", name: { bg: "Счетоводство", en: "Accounting" } },
      { slug: "danatsi-i-osiguryavane", name: { bg: "Данъци и осигуряване", en: "Taxes & Social Security" } },
      {
        slug: "lichni-finansi",
        name: { bg: "Лични финанси и инвестиции", en: "Personal Finance & Investing" },
      },
      { slug: "finansov-analiz", name: { bg: "Финансов анализ", en: "Financial Analysis" } },
    ],
  },
  {
    slug: "zdrave-i-sport",
    name: { bg: "Здраве и спорт", en: "Health & Sport" },
    subcategories: [
      { slug: "yoga-i-meditatsiya", name: { bg: "Йога и медитация", en: "Yoga & Meditation" } },
      { slug: "hranene", name: { bg: "Хранене и диететика", en: "Nutrition & Dietetics" } },
      { slug: "fitnes", name: { bg: "Фитнес и тренировки", en: "Fitness & Training" } },
      { slug: "parva-pomosht", name: { bg: "Първа помощ", en: "First Aid" } },
    ],
  },
  {
    slug: "detsa-i-uchenitsi",
    name: { bg: "Деца и ученици", en: "Kids & Students" },
    subcategories: [
      {
        slug: "robotika-i-programirane-za-detsa",
        name: { bg: "Роботика и програмиране за деца", en: "Robotics & Coding for Kids" },
      },
      { slug: "podgotovka-za-izpiti", name: { bg: "Подготовка за изпити", en: "Exam Preparation" } },
      { slug: "ezitsi-za-detsa", name: { bg: "Езици за деца", en: "Languages for Kids" } },
      { slug: "izkustva-za-detsa", name: { bg: "Изкуства за деца", en: "Arts for Kids" } },
      { slug: "nauka-za-detsa", name: { bg: "Природни науки и експерименти", en: "Science & Experiments" } },
    ],
  },
  {
    slug: "fotografiya-i-video",
    name: { bg: "Фотография и видео", en: "Photography & Video" },
    subcategories: [
      { slug: "digitalna-fotografiya", name: { bg: "Дигитална фотография", en: "Digital Photography" } },
      { slug: "portretna-fotografiya", name: { bg: "Портретна фотография", en: "Portrait Photography" } },
      { slug: "videomontazh", name: { bg: "Видеозаснемане и монтаж", en: "Video Production & Editing" } },
      {
        slug: "mobilna-fotografiya",
        name: { bg: "Мобилна фотография и видео", en: "Mobile Photography & Video" },
      },
    ],
  },
];
