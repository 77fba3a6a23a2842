import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Link, useActionData, useNavigation } from "react-router";
import { toast } from "../../lib/toast";
import { useLocale } from "../../lib/use-locale";
import type { decide } from "./decide.server";
import { DecisionPanel } from "./decision-panel";

type DecideAnswer = Awaited<ReturnType<typeof decide>>;

/** The card at the top of an admin's review page: what is reviewed, with its status on the side. */
export function ReviewHeader({
  tone,
  status,
  children,
}: {
  tone: string;
  status: string;
  children: React.ReactNode;
}) {
  return (
    <div className="flex flex-col gap-3 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0">{children}</div>
      <p role="status" className={`self-start rounded-full px-3 py-1 text-sm font-semibold ${tone}`}>
        {status}
      </p>
    </div>
  );
}

/**
 * The decision on a review page whose action is `decide`: a toast and an alert for the answer, the
 * Approve/Reject panel, and a link to the public page of the course after the page's own links.
 */
export function ReviewDecision({
  kind,
  canDecide,
  slug,
  children,
}: {
  kind: "course" | "revision";
  canDecide: boolean;
  slug: string;
  children?: React.ReactNode;
}) {
  const { t } = useTranslation("review");
  const { to } = useLocale();
  const answer = useActionData<DecideAnswer>();
  const navigation = useNavigation();
  const publicLink = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    if (answer?.ok) {
      toast.success(t(answer.intent === "approve" ? `${kind}.approvedToast` : `${kind}.rejectedToast`));
      // the pressed button leaves with the decision: the focus goes to the link that stays, not the page's start
      publicLink.current?.focus();
    } else if (answer?.message) toast.error(answer.message);
  }, [answer, kind, t]);
  return (
    <>
      {answer && !answer.ok && answer.message && (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
          {answer.message}
        </p>
      )}
      <DecisionPanel
        kind={kind}
        canDecide={canDecide}
        lastResult={answer?.intent === "reject" ? answer.result : null}
        busy={navigation.state !== "idle"}
      >
        {children}
        <Link
          ref={publicLink}
          to={to(`/courses/${slug}`)}
          className="inline-flex h-11 items-center rounded-lg px-3 font-semibold text-primary hover:underline"
        >
          {t("seePublic")}
        </Link>
      </DecisionPanel>
    </>
  );
}
