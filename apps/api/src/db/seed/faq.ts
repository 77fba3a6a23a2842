import type { Storage } from "../../platform/storage";
import type { Db } from "../client";
import { faqGroups, faqItems } from "../schema/index";
import { faqGroups as groupsData } from "./data/faq";

/** The FAQ's groups and questions in both languages, in the order of the data module. */
export async function seedFaq(db: Db, _storage: Storage, options: { images: boolean; now: Date }) {
  for (const [position, group] of groupsData.entries()) {
    const [row] = await db
      .insert(faqGroups)
      .values({
        position,
        titleBg: group.titleBg,
        titleEn: group.titleEn,
        createdAt: options.now,
        updatedAt: options.now,
      })
      .returning({ id: faqGroups.id });
    await db.insert(faqItems).values(
      group.items.map((item, index) => ({
        groupId: row!.id,
        position: index,
        questionBg: item.questionBg,
        questionEn: item.questionEn,
        answerBg: item.answerBg,
        answerEn: item.answerEn,
        published: item.published ?? true,
        createdAt: options.now,
        updatedAt: options.now,
      })),
    );
  }
}
