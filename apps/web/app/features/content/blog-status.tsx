import type { BlogStatus } from "@kursove/contracts";
import { useTranslation } from "react-i18next";

const tones: Record<BlogStatus, string> = {
  draft: "bg-stone-200 text-stone-800",
  published: "bg-green-100 text-green-900",
};

/** An article's state in words, as a coloured badge. */
export function BlogStatusBadge({ status }: { status: BlogStatus }) {
  const { t } = useTranslation("blog");
  return (
    <span
      className={`inline-flex whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ${tones[status]}`}
    >
      {t(`admin.status.${status}`)}
    </span>
  );
}
