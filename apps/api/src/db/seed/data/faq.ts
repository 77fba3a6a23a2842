/** A question of the demo FAQ in both languages; answers are plain text, paragraphs split by a blank line. */
export type SeedFaqItem = {
  questionBg: string;
  questionEn: string;
  answerBg: string;
  answerEn: string;
  published?: boolean;
};

export type SeedFaqGroup = { titleBg: string; titleEn: string; items: SeedFaqItem[] };

/** The FAQ the site starts with; admins edit it at /admin/faq. */
export const faqGroups: SeedFaqGroup[] = [
  {
    titleBg: "За курсисти",
    titleEn: "For learners",
    items: [
      {
        questionBg: "Трябва ли ми профил, за да разглеждам курсовете?",
        questionEn: "Do I need an account to browse courses?",
        answerBg:
          "Не. Каталогът е достъпен за всички. Профил с потвърден имейл адрес Ви е необходим, за да купувате курсове и да пишете отзиви.",
        answerEn:
          "No. The catalogue is open to everyone. You need an account with a verified email address to buy courses and write reviews.",
      },
      {
        questionBg: "Кой организира курсовете?",
        questionEn: "Who organises the courses?",
        answerBg:
          "Курсовете се организират и провеждат от доставчиците, които ги публикуват. „Курсове“ е платформа, която Ви свързва с тях, но не е организатор на курсовете. Доставчикът отговаря за съдържанието, провеждането и качеството на курса.",
        answerEn:
          "Courses are organised and run by the providers who publish them. Kursove is a platform that connects you with them, but it is not the organiser of the courses. The provider is responsible for each course's content, delivery and quality.",
      },
      {
        questionBg: "На какви езици е достъпна платформата?",
        questionEn: "Which languages is the platform available in?",
        answerBg:
          "На български и на английски. Можете да смените езика от менюто, а изборът Ви се запомня. Езикът, на който се провежда всеки курс, е посочен на страницата му.",
        answerEn:
          "Bulgarian and English. You can switch languages from the menu, and your choice is remembered. The language each course is taught in is shown on its course page.",
      },
      {
        questionBg: "Мога ли да запиша дете на курс?",
        questionEn: "Can I book a course for my child?",
        answerBg:
          "Да. Лицата под 14 години действат само чрез своите законни представители – родители или настойници, затова поръчката за тях се прави от профила на родителя или настойника. Лицата между 14 и 18 години могат да поръчват със съгласието на своите законни представители.",
        answerEn:
          "Yes. Minors under 14 act only through their legal representatives – parents or guardians – so orders for them are placed from the parent's or guardian's account. Minors between 14 and 18 may order with the consent of their legal representatives.",
      },
      {
        questionBg: "Ще получа ли сертификат след курса?",
        questionEn: "Will I get a certificate after the course?",
        answerBg:
          "Зависи от курса. Курсовете, които завършват със сертификат, са отбелязани с „Със сертификат“ и можете да ги откриете с филтъра за вид на курса в каталога.\n\nСертификатът се издава от доставчика, който провежда курса, обикновено след успешното му завършване. Условията за получаването му са описани на страницата на курса.",
        answerEn:
          "It depends on the course. Courses that end with a certificate are marked “Certification”, and you can find them with the course type filter in the catalogue.\n\nThe certificate is issued by the provider who runs the course, usually once you complete it successfully. The conditions for receiving it are described on the course page.",
      },
    ],
  },
  {
    titleBg: "Плащания и възстановяване на суми",
    titleEn: "Payments and refunds",
    items: [
      {
        questionBg: "Как мога да платя?",
        questionEn: "How can I pay?",
        answerBg:
          "С банкова карта чрез сертифициран платежен оператор. Цените са в евро (EUR), а до всяка от тях е показана и сумата в лева по фиксирания курс 1 евро = 1,95583 лв. Крайната сума виждате преди плащането.",
        answerEn:
          "By bank card, through a certified payment processor. Prices are in euro (EUR), and each one is also shown in Bulgarian lev at the fixed rate of 1 EUR = 1.95583 BGN. You see the final amount before you pay.",
      },
      {
        questionBg: "Съхранявате ли данните на картата ми?",
        questionEn: "Do you store my card details?",
        answerBg:
          "Не. Данните на картата се въвеждат и обработват единствено от платежния оператор. Платформата никога не ги получава и не ги съхранява.",
        answerEn:
          "No. Your card details are entered into and processed only by the payment processor. The platform never receives or stores them.",
      },
      {
        questionBg: "Какво става с поръчките ми, платени в лева?",
        questionEn: "What happens to my orders paid in leva?",
        answerBg:
          "От 1 януари 2026 г. цените в платформата са в евро. Поръчките, направени в лева преди това, се преизчисляват в евро по фиксирания курс 1 евро = 1,95583 лв., а суми по тях се възстановяват по същия курс.",
        answerEn:
          "Since 1 January 2026 prices on the platform are in euro. Orders placed in leva before then are converted to euro at the fixed rate of 1 EUR = 1.95583 BGN, and refunds of them are paid at the same rate.",
      },
      {
        questionBg: "Колко време се пазят местата в количката?",
        questionEn: "How long are places held in my cart?",
        answerBg:
          "20 минути. Ако не завършите плащането в този срок, местата се освобождават и могат да бъдат резервирани от други курсисти.",
        answerEn:
          "20 minutes. If you don't complete the payment in that time, the places are released and other learners can book them.",
      },
      {
        questionBg: "Мога ли да откажа курс и да получа обратно сумата?",
        questionEn: "Can I cancel a course and get my money back?",
        answerBg:
          "Условията за анулиране се определят от доставчика и са посочени на страницата на курса преди плащането. Ако доставчикът отмени курса, получавате пълно възстановяване на сумата по картата, с която сте платили.",
        answerEn:
          "Cancellation terms are set by the provider and shown on the course page before you pay. If the provider cancels the course, you get a full refund to the card you paid with.",
      },
      {
        questionBg: "Как да откажа записването си и кога ще получа парите?",
        questionEn: "How do I cancel my booking and when will I get my money back?",
        answerBg:
          "Отворете „Моите поръчки“ в профила си. Докато срокът за безплатно анулиране не е изтекъл, можете да откажете курса с един бутон – сумата се възстановява веднага по картата, с която сте платили. След този срок можете да изпратите искане за възстановяване, по което решават доставчикът и администраторите на „Курсове“.\n\nКолко време ще отнеме, докато възстановената сума се появи по сметката Ви, зависи от банката, издала картата – обикновено до няколко работни дни.",
        answerEn:
          "Open “My orders” in your profile. Until the free cancellation deadline has passed, you can cancel the course with one button, and the amount is refunded right away to the card you paid with. After that deadline you can send a refund request, which the provider and the Kursove administrators decide on.\n\nHow long the refund takes to reach your account depends on the bank that issued your card – usually up to a few business days.",
      },
      {
        questionBg: "Как да подам рекламация?",
        questionEn: "How do I file a complaint?",
        answerBg:
          "Рекламации и жалби се приемат до 30 дни след края на курса. Пишете ни на office@kursove.bg, като посочите номера на поръчката и опишете проблема. Ще препратим рекламацията на доставчика и ще съдействаме за решаването ѝ.",
        answerEn:
          "Claims and complaints are accepted within 30 days of the course's completion. Write to office@kursove.bg with your order number and a description of the problem. We will forward your complaint to the provider and help resolve it.",
      },
    ],
  },
  {
    titleBg: "За доставчици",
    titleEn: "For providers",
    items: [
      {
        questionBg: "Как да станем доставчик?",
        questionEn: "How do we become a provider?",
        answerBg:
          "Регистрирайте организацията си и попълнете профила на доставчик. След като администратор одобри заявката Ви, можете да свържете платежна сметка и да публикувате курсове.",
        answerEn:
          "Register your organisation and complete your provider profile. Once an administrator approves your application, you can connect a payment account and publish courses.",
      },
      {
        questionBg: "Колко струва използването на платформата?",
        questionEn: "How much does it cost to use the platform?",
        answerBg:
          "Регистрацията и публикуването на курсове са безплатни. За всяко продадено място платформата задържа комисиона – процент от цената на курса, чийто размер се договаря предварително с доставчика.",
        answerEn:
          "Registering and publishing courses is free. For every place sold, the platform keeps a commission – a percentage of the course price agreed with the provider in advance.",
      },
      {
        questionBg: "Как получаваме плащанията?",
        questionEn: "How do we receive payments?",
        answerBg:
          "Чрез платежната сметка, която сте свързали при сертифицирания платежен оператор. След приспадане на комисионата остатъкът от всяко плащане се превежда по тази сметка.",
        answerEn:
          "Through the payment account you have connected with our certified payment processor. After the commission is deducted, the rest of each payment is transferred to that account.",
      },
      {
        questionBg: "Защо курсът ми още не се вижда в каталога?",
        questionEn: "Why isn't my course showing in the catalogue yet?",
        answerBg:
          "Всеки курс се преглежда от администратор, преди да стане публичен. Ще получите известие по имейл, когато курсът бъде одобрен или ако е необходима корекция.",
        answerEn:
          "An administrator reviews every course before it goes public. You will receive an email when your course is approved or if changes are needed.",
      },
    ],
  },
  {
    titleBg: "За лектори",
    titleEn: "For lectors",
    items: [
      {
        questionBg: "Как да стана лектор?",
        questionEn: "How do I become a lector?",
        answerBg:
          "Влезте в профила си и изберете „Станете лектор“. Посочете доставчик, за когото искате да преподавате, и му напишете няколко думи за опита си. Доставчикът получава заявката Ви и я приема или отказва, а Вие получавате имейл с отговора.\n\nДоставчикът може и сам да Ви покани по имейл. Тогава е достатъчно да приемете поканата от профила си.",
        answerEn:
          "Sign in and choose “Become a lector”. Pick a provider you would like to teach for and write a few words about your experience. The provider gets your request and accepts or declines it, and you receive an email with the answer.\n\nA provider can also invite you by email. In that case, all you need to do is accept the invitation from your profile.",
      },
      {
        questionBg: "Как да се появя като лектор в курс?",
        questionEn: "How do I appear as a lector on a course?",
        answerBg:
          "Създайте и попълнете профила си на лектор. Доставчикът, с когото работите, Ви добавя към своите курсове, след което профилът Ви се показва на страниците им.",
        answerEn:
          "Create and complete your lector profile. The provider you work with adds you to their courses, and your profile then appears on their course pages.",
      },
      {
        questionBg: "Плаща ли ми платформата за преподаването?",
        questionEn: "Does the platform pay me for teaching?",
        answerBg:
          "Не. Възнаграждението на лектора се договаря пряко с доставчика. Платформата превежда приходите от продажбите само на доставчика.",
        answerEn:
          "No. Your fee is agreed directly with the provider. The platform pays out sales revenue to providers only.",
      },
      {
        questionBg: "Могат ли курсистите да ми пишат?",
        questionEn: "Can learners message me?",
        answerBg:
          "Да, чрез съобщенията в платформата. Съобщенията не са анонимни и при спор могат да бъдат прегледани от собственика на платформата.",
        answerEn:
          "Yes, through the platform's messages. Messages are not anonymous and may be reviewed by the platform owner in the event of a dispute.",
      },
    ],
  },
];
