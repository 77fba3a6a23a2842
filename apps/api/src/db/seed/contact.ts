import { asc, eq, inArray } from "drizzle-orm";
import type { Storage } from "../../platform/storage";
import type { Db } from "../client";
import { contactMessages, courses, users } from "../schema/index";

const hour = 3_600_000;

/** A few messages in the admins' inbox: a new report of an issue, a read question, a resolved proposal... */
export async function seedContactMessages(
  db: Db,
  _storage: Storage,
  options: { images: boolean; now: Date },
) {
  const { now } = options;
  const ago = (hours: number) => new Date(now.getTime() - hours * hour);
  const accounts = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, ["admin@example.com", "learner@example.com"]));
  const idOf = (email: string) => accounts.find((a) => a.email === email)?.id ?? null;
  const admin = idOf("admin@example.com");
  const learner = idOf("learner@example.com");
  const [course] = await db
    .select({ slug: courses.slug, title: courses.title })
    .from(courses)
    .where(eq(courses.status, "approved"))
    .orderBy(asc(courses.slug))
    .limit(1);

  await db.insert(contactMessages).values([
    {
      type: "report",
      name: "Йоана Димитрова",
      email: "learner@example.com",
      message: course
        ? `Здравейте,\nНа страницата на курса „${course.title}“ бутонът „Добави в количката“ не реагира, когато избера дата от календара. Опитах с Chrome и Firefox на телефона си.\n\nБлагодаря!`
        : "Здравейте,\nБутонът „Добави в количката“ не реагира, когато избера дата от календара. Опитах с Chrome и Firefox на телефона си.\n\nБлагодаря!",
      pageUrl: course ? `/courses/${course.slug}` : "/courses",
      locale: "bg",
      userId: learner,
      status: "new",
      createdAt: ago(2),
    },
    {
      type: "question",
      name: "Петя Николова",
      email: "petya.nikolova@example.com",
      message:
        "Добър ден,\nМога ли да платя курс за колега с фактура на фирмата? Ако да, какви данни трябва да посоча при поръчката?\n\nПоздрави,\nПетя",
      locale: "bg",
      status: "read",
      readAt: ago(20),
      readByUserId: admin,
      createdAt: ago(26),
    },
    {
      type: "proposal",
      name: "Калин Маринов",
      email: "kalin.marinov@example.com",
      message:
        "Би било чудесно, ако в търсенето може да се филтрират курсовете и по квартал в София, не само по град. Често избирам курс според това колко е близо до работата ми.",
      locale: "bg",
      status: "resolved",
      adminNote: "Добавено в плана за следващата версия на търсенето. Отговорихме по имейл.",
      readAt: ago(100),
      readByUserId: admin,
      resolvedAt: ago(96),
      resolvedByUserId: admin,
      createdAt: ago(120),
    },
    {
      type: "functionality",
      name: "Emily Carter",
      email: "emily.carter@example.com",
      message:
        "Hello,\nIs there a way to get a calendar feed (iCal) of the course sessions I have booked? I would like to see them in my phone's calendar.",
      locale: "en",
      status: "new",
      createdAt: ago(30),
    },
  ]);
}
