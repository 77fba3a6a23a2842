/** A demo article; daysAgo dates its publishing back from the seed's "now"; null keeps it a draft. */
export type SeedBlogPost = {
  slug: string;
  locale: "bg" | "en";
  title: string;
  excerpt: string;
  daysAgo: number | null;
  palette: [string, string];
  bodyHtml: string;
};

const html = (parts: string[]) => parts.join("\n");

export const blogPostsData: SeedBlogPost[] = [
  {
    slug: "kak-da-izberete-podhodyashtiya-kurs",
    locale: "bg",
    title: "Как да изберете подходящия курс: 7 въпроса преди записване",
    excerpt:
      "Цената и заглавието рядко казват достатъчно. Седем въпроса, с които да сравните курсовете честно и да изберете този, който ви води към целта.",
    daysAgo: 2,
    palette: ["#0f5e9c", "#14213d"],
    bodyHtml: html([
      "<p>Изборът на курс често започва с търсене „курс по…“ и завършва с десетки сходни предложения. Цената и заглавието рядко казват достатъчно. Ето няколко въпроса, които ще ви помогнат да сравните курсовете честно и да изберете този, който наистина отговаря на целта ви.</p>",
      "<h2>1. Каква е целта ви?</h2>",
      "<p>Преди да отворите каталога, запишете с едно изречение какво искате да можете след курса. „Да водя сам счетоводството на фирмата си“ е много по-полезна цел от „да науча счетоводство“. Ясната цел ви помага да отхвърлите курсовете, които са твърде общи или твърде напреднали.</p>",
      "<h2>2. За начинаещи ли е курсът, или за напреднали?</h2>",
      "<p>Прочетете внимателно раздела за аудиторията и предварителните изисквания. Добрият доставчик казва ясно какво трябва да знаете преди началото. Ако не е посочено, попитайте – ще спестите време и пари.</p>",
      "<h2>3. Какво точно ще научите?</h2>",
      "<p>Сравнете програмите модул по модул. Търсете конкретни резултати, а не общи обещания:</p>",
      "<ul><li>какви умения ще упражнявате на практика;</li><li>има ли задачи, проекти или казуси;</li><li>колко часа продължава обучението и как са разпределени;</li><li>получавате ли материали, които остават у вас след края.</li></ul>",
      "<h2>4. Кой преподава?</h2>",
      "<p>Лекторът прави курса. Вижте опита му в областта, а не само титлите. Практикуващият специалист обикновено дава примери от реалната работа, които трудно ще намерите в учебник.</p>",
      "<h2>5. Кой формат ви подхожда?</h2>",
      "<p>Онлайн курсовете на живо дават гъвкавост и възможност за въпроси, присъствените – повече контакт и практика, а записаните – пълна свобода кога да учите. Помислете честно колко време имате и как учите най-добре.</p>",
      "<h2>6. Какво казват другите курсисти?</h2>",
      "<p>Оценките са полезни, но коментарите казват повече. Търсете отзиви, които описват какво са научили хората и как са го използвали. Един подробен отзив струва повече от десет звезди без текст.</p>",
      "<h2>7. Какво включва цената?</h2>",
      "<ol><li>Проверете дали има ранна цена и до кога важи.</li><li>Вижте дали материалите, изпитът и сертификатът са включени.</li><li>Прочетете условията за отказ и възстановяване на сумата.</li></ol>",
      "<blockquote><p>Най-добрият курс не е най-евтиният или най-скъпият, а този, който ви отвежда до целта за времето, с което разполагате.</p></blockquote>",
      '<p>Когато имате отговори на тези въпроси, разгледайте <a href="/courses">каталога с курсове</a> и използвайте филтрите по категория, формат, цена и дати. Запазете няколко от тях в „Запазени курсове“ и ги сравнете спокойно, преди да се запишете.</p>',
    ]),
  },
  {
    slug: "onlayn-obuchenie-kak-da-uchite-efektivno",
    locale: "bg",
    title: "Онлайн обучение: как да учите ефективно от вкъщи",
    excerpt:
      "Онлайн обучението спестява път и дава свобода, но иска самодисциплина. Няколко прости навика, които помагат да стигнете до края на курса и да запомните наученото.",
    daysAgo: 9,
    palette: ["#2a9d8f", "#1d3557"],
    bodyHtml: html([
      "<p>Онлайн обучението спестява пътуване и дава свобода, но изисква повече самодисциплина. Добрата новина е, че няколко прости навика правят огромна разлика. Ето какво помага на курсистите да стигнат до края на курса – и да запомнят наученото.</p>",
      "<h2>Подгответе мястото и техниката</h2>",
      "<p>Няколко минути подготовка преди първото занятие спестяват много нерви:</p>",
      "<ul><li>проверете интернет връзката, камерата и микрофона;</li><li>изберете тихо място с добра светлина;</li><li>използвайте слушалки, за да чувате ясно и да не пречите на другите;</li><li>затворете излишните раздели и изключете известията.</li></ul>",
      "<h2>Планирайте времето си</h2>",
      "<p>Отбележете датите и часовете на занятията в календара си веднага след записването. В профила си в Kursove ще намерите календар с всички ваши занятия. При записаните курсове си определете постоянни часове всяка седмица – например два пъти по 45 минути. Редовните кратки сесии работят по-добре от едно дълго учене в неделя вечер.</p>",
      "<h2>Участвайте активно</h2>",
      "<p>Пасивното гледане се забравя бързо. Задавайте въпроси, включвайте се в дискусиите и правете упражненията веднага, докато темата е прясна. Ако лекторът дава домашни, не ги отлагайте – именно те превръщат информацията в умение.</p>",
      "<h2>Водете си бележки по свой начин</h2>",
      "<p>Не преписвайте всичко. Записвайте с ваши думи основните идеи, примерите и въпросите, които ви хрумват. След всяко занятие отделете пет минути, за да прегледате бележките и да отбележите какво не ви е ясно.</p>",
      "<h2>Почивайте умно</h2>",
      "<p>Вниманието пред екрана намалява след 40–50 минути. Ставайте, раздвижете се, погледнете надалеч. Ако курсът е дълъг, използвайте паузите, за да се откъснете от екрана, а не за да проверите пощата си.</p>",
      "<h2>Приложете наученото</h2>",
      "<ol><li>Изберете малка реална задача, в която да използвате новото умение.</li><li>Споделете резултата с колега или с групата от курса.</li><li>Върнете се към материалите след седмица и повторете трудните места.</li></ol>",
      "<blockquote><p>Ученето не свършва с последното занятие. То свършва, когато използвате наученото, без да се замисляте.</p></blockquote>",
      '<p>Търсите следващата си стъпка? Разгледайте <a href="/courses">онлайн курсовете в Kursove</a> – можете да ги филтрирате по формат, дати и език на обучението.</p>',
    ]),
  },
  {
    slug: "sertifikati-i-udostovereniya-kakvo-da-znaete",
    locale: "bg",
    title: "Сертификати и удостоверения: какво трябва да знаете",
    excerpt:
      "Не всички документи след курс имат еднаква тежест. Какви видове сертификати има, кой ги признава и как да проверите стойността им, преди да се запишете.",
    daysAgo: 16,
    palette: ["#6a4c93", "#1d3557"],
    bodyHtml: html([
      "<p>Много курсове завършват със сертификат, но не всички документи имат еднаква тежест. Преди да изберете курс заради сертификата, е добре да знаете какво точно получавате и кой го признава.</p>",
      "<h2>Видове документи</h2>",
      "<ul><li><strong>Удостоверение за участие</strong> – потвърждава, че сте посетили курса. Полезно е за автобиографията, но не доказва ниво на знания.</li><li><strong>Сертификат след изпит</strong> – издава се само ако сте издържали тест или сте защитили проект. Показва, че можете да приложите наученото.</li><li><strong>Международна сертификация</strong> – издава се от независима организация (например за езици, ИТ или управление на проекти) и се познава от работодатели в много страни.</li><li><strong>Документ, изискван по закон</strong> – за някои професии и дейности е нужно обучение от лицензирана организация, например по здравословни и безопасни условия на труд.</li></ul>",
      "<h2>Как да проверите стойността на сертификата</h2>",
      "<p>Задайте си няколко въпроса, преди да се запишете:</p>",
      "<ol><li>Кой издава документа – доставчикът на курса или независима организация?</li><li>Има ли изпит и как се оценява?</li><li>Изисква ли го работодателят ви или браншът, в който искате да работите?</li><li>Може ли сертификатът да бъде проверен онлайн, например по номер или QR код?</li><li>Има ли срок на валидност и нужно ли е подновяване?</li></ol>",
      "<h2>Сертификационни курсове в Kursove</h2>",
      "<p>В каталога можете да филтрирате курсовете по вид и да изберете „Сертификационни“. На страницата на всеки курс доставчикът описва какъв документ получавате, дали изпитът е включен в цената и какви са условията за успешно завършване. Ако нещо не е ясно, попитайте доставчика, преди да платите.</p>",
      "<h2>Сертификатът не е всичко</h2>",
      "<p>Работодателите все по-често питат не само „Какъв сертификат имате?“, а и „Какво сте направили с това умение?“. Пазете задачите и проектите от курса – те са доказателство за реалните ви умения. Добавете ги към портфолиото си и ги споменете на интервю.</p>",
      "<blockquote><p>Добрият сертификат отваря вратата. Умението зад него ви задържа в стаята.</p></blockquote>",
      '<p>Разгледайте <a href="/courses">курсовете в каталога</a> и сравнете какво предлагат доставчиците – програмата, изпита и документа в края.</p>',
    ]),
  },
  {
    slug: "writing-a-good-course-page",
    locale: "en",
    title: "For providers: how to write a course page people actually read",
    excerpt:
      "Your course page sells while you teach. What to put first, how to describe the programme and the lectors, and the details that bring bookings instead of refund requests.",
    daysAgo: 4,
    palette: ["#e76f51", "#6d2e46"],
    bodyHtml: html([
      "<p>Your course page does the selling while you teach. Learners compare several pages before they book, and most of them decide in a minute or two. A clear, honest page brings more bookings and fewer refund requests. Here is what works.</p>",
      "<h2>Start with the outcome</h2>",
      "<p>The first lines of the description should say what a learner will be able to do after the course. “Build and publish a simple online shop” is stronger than “An introduction to e-commerce”. Keep the title short and specific, and put the main keyword in it – that is also how people find you in search.</p>",
      "<h2>Say who it is for (and who it is not for)</h2>",
      "<p>Describe your audience and the knowledge you expect at the start. Being clear that a course is for beginners, or that it needs a year of experience, saves everyone time and improves your reviews: people who are in the right course rate it higher.</p>",
      "<h2>Make the programme concrete</h2>",
      "<p>Break the course into modules and give each one a clear title. For every module, list:</p>",
      "<ul><li>the topics it covers;</li><li>the exercises or projects learners will do;</li><li>the date, time and length of each session;</li><li>the lector who teaches it.</li></ul>",
      "<h2>Introduce your lectors</h2>",
      "<p>People book people. Add a photo and a short, human biography for every lector: their practical experience, the projects they are proud of and why they like teaching this subject. Avoid long lists of titles.</p>",
      "<h2>Be clear about price and conditions</h2>",
      "<ol><li>Show what the price includes: materials, exam, certificate, recordings.</li><li>Use an early-bird price with a real deadline if you want early bookings.</li><li>Write the cancellation and refund terms in plain words.</li><li>Set a realistic number of places – a full small group beats an empty large one.</li></ol>",
      "<h2>Use good pictures</h2>",
      "<p>Upload a sharp cover and thumbnail that show the subject, not a generic stock photo of a laptop. A short video of the lector explaining the course works very well.</p>",
      "<h2>Keep it up to date</h2>",
      "<p>Answer questions quickly, reply to reviews politely – especially the critical ones – and update dates and details as soon as they change. An active page tells learners the course is alive.</p>",
      "<blockquote><p>Write the page you would want to read before spending your own money and evenings on a course.</p></blockquote>",
      '<p>See how other providers present their courses in the <a href="/en/courses">course catalogue</a>, and if you do not sell on Kursove yet, <a href="/en/become-provider">become a provider</a>.</p>',
    ]),
  },
  {
    slug: "online-onsite-or-recorded-course-formats",
    locale: "en",
    title: "Online, onsite or recorded: which course format suits you?",
    excerpt:
      "The same subject can be taught live online, in a classroom, on video or one-to-one. What each format is good for, what to watch out for, and how to decide.",
    daysAgo: 12,
    palette: ["#f5b82e", "#b5651d"],
    bodyHtml: html([
      "<p>The same subject can be taught in very different ways. On Kursove you will find courses online and onsite, open and on demand, live and recorded. The format matters as much as the content: the best course is the one you can actually attend and finish.</p>",
      "<h2>Live online courses</h2>",
      "<p>You join the sessions from home or the office at fixed times. You can ask questions, work in small groups and get feedback from the lector.</p>",
      "<ul><li><strong>Good for:</strong> people with busy schedules who still want structure and contact.</li><li><strong>Watch out for:</strong> time zones, a stable internet connection and distractions at home.</li></ul>",
      "<h2>Onsite courses</h2>",
      "<p>Classroom learning is still the best choice for practical skills – cooking, first aid, crafts, hardware – and for people who learn best with others around them.</p>",
      "<ul><li><strong>Good for:</strong> hands-on practice, meeting people in your field and full focus.</li><li><strong>Watch out for:</strong> travel time and a fixed location.</li></ul>",
      "<h2>Recorded courses</h2>",
      "<p>You get access to videos and materials and learn at your own pace, whenever you want.</p>",
      "<ul><li><strong>Good for:</strong> self-motivated learners and topics you want to come back to.</li><li><strong>Watch out for:</strong> there is no fixed rhythm – plan your own sessions in your calendar, or the course may stay unfinished.</li></ul>",
      "<h2>On-demand courses</h2>",
      "<p>Some providers let you book a date and hour that suits you, often for one-to-one lessons. This is ideal for languages, music or coaching, where each lesson adapts to your level.</p>",
      "<h2>How to decide</h2>",
      "<ol><li>Look at your calendar for the coming weeks and be honest about your free time.</li><li>Think about how you learned best in the past – alone, in a group, with a teacher?</li><li>Check whether the skill needs practice with equipment or with other people.</li><li>Compare the total cost, including travel and time.</li></ol>",
      "<blockquote><p>A slightly less perfect course that fits your life beats a perfect one you cannot attend.</p></blockquote>",
      '<p>Use the format filter in the <a href="/en/courses">course catalogue</a> to see only the courses that suit you, and read the reviews of learners who took them.</p>',
    ]),
  },
  {
    slug: "kak-da-podgotvite-ekipa-si-za-obuchenie",
    locale: "bg",
    title: "Как да подготвите екипа си за корпоративно обучение",
    excerpt: "",
    daysAgo: null,
    palette: ["#457b9d", "#1d3557"],
    bodyHtml: html([
      "<p>Корпоративното обучение дава най-добър резултат, когато екипът знае защо учи и какво ще промени след това.</p>",
      "<h2>Започнете с разговор</h2>",
      "<p>Попитайте колегите какво им пречи в работата днес и кои умения биха им помогнали. (Чернова – предстои да бъде допълнена.)</p>",
    ]),
  },
];
