type Translate = (key: string, options: { ns: string; number: number }) => string;

/** A title that already starts with a module's word and number, in either language ("Модул 2:", "Module 2 –"). */
const numbered = (title: string, number: number) =>
  new RegExp(`^\\s*(модул|module)\\s*0*${number}(?!\\d)`, "iu").test(title);

/**
 * A module's heading wherever a course's modules are listed (course page, learner page, admin preview):
 * "Модул 1: Въведение", without a second prefix when the provider already wrote one in the title.
 */
export function moduleTitle(t: Translate, title: string, number: number) {
  if (numbered(title, number)) return title.trim();
  return `${t("course.moduleNumber", { ns: "common", number })}: ${title}`;
}
