import type { DiscountCode, DiscountCodePage } from "@kursove/contracts";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigation } from "react-router";
import { CodeForm } from "./code-form";
import { CodesTable } from "./codes-table";
import type { CodeAnswer } from "./discounts.server";

/** A provider's (or the platform's) discount codes: the form of a new one and the list (DISCOUNT-CODES). */
export function DiscountCodesPage({
  area,
  codes,
  courses,
  page,
  answer,
  editing,
  changed,
}: {
  area: "provider" | "admin";
  codes: DiscountCodePage;
  courses: { id: string; title: string }[];
  page: number;
  answer: CodeAnswer | undefined;
  /** the code whose form is open (?edit=), DISCOUNT-EDIT */
  editing?: DiscountCode | undefined;
  /** the code just changed (?changed=), to say so */
  changed?: string | null;
}) {
  const { t } = useTranslation("discounts");
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const busy = navigation.state !== "idle";
  const notice = useRef<HTMLParagraphElement>(null);
  const message = answer?.ok ? answer.message : changed && !editing ? t("changed", { code: changed }) : null;
  useEffect(() => {
    if (message) notice.current?.focus();
  }, [message]);
  const listPath = page > 1 ? `${pathname}?page=${page}` : pathname;
  return (
    <div className="space-y-8">
      <div>
        <h2 className="text-xl font-bold text-dark">{t("title")}</h2>
        <p className="mt-1 max-w-3xl text-sm text-stone-700">
          {area === "provider" ? t("introProvider") : t("introAdmin")}
        </p>
      </div>
      {message && (
        <p
          ref={notice}
          tabIndex={-1}
          role="status"
          className="rounded-lg bg-green-50 px-4 py-3 text-sm font-medium text-green-900 focus:outline-2 focus:outline-primary"
        >
          {message}
        </p>
      )}
      <CodeForm
        courses={courses}
        answer={answer}
        busy={busy}
        canPickCourses={area === "provider"}
        editing={editing}
        cancelTo={listPath}
      />
      <section aria-labelledby="codes-list" className="space-y-3">
        <h3 id="codes-list" className="text-lg font-bold text-dark">
          {area === "provider" ? t("list") : t("listAdmin")}
        </h3>
        <CodesTable
          codes={codes}
          page={page}
          busy={busy}
          caption={area === "provider" ? t("list") : t("listAdmin")}
        />
      </section>
    </div>
  );
}
