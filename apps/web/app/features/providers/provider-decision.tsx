import type { AdminProviderDetail } from "@kursove/contracts";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Form, Link, useNavigation } from "react-router";
import { toast } from "../../lib/toast";
import { useLocale } from "../../lib/use-locale";
import { Button } from "../../ui/button";
import { useFieldMessage } from "../../ui/field";
import type { ProviderDecisionAnswer } from "./decide.server";

type DecisionProps = { provider: AdminProviderDetail; answer: ProviderDecisionAnswer | undefined };

/** Approve, and for a pending request Reject with a reason; the provider's public page beside them. */
export function ProviderDecision({ provider: p, answer }: DecisionProps) {
  const { t } = useTranslation("provider");
  const { to } = useLocale();
  const navigation = useNavigation();
  const [rejecting, setRejecting] = useState(false);
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const pageLink = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    if (answer?.ok) {
      toast.success(t(answer.intent === "approve" ? "admin.approvedToast" : "admin.rejectedToast"));
      setRejecting(false);
      // the pressed button leaves with the decision: the focus goes to the link that stays, not the page's start
      pageLink.current?.focus();
    } else if (answer && !answer.errors.reason) toast.error(answer.message);
  }, [answer, t]);
  useEffect(() => {
    if (rejecting) reasonRef.current?.focus();
  }, [rejecting]);
  const busy = navigation.state !== "idle";
  return (
    <div className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm">
      <div className="flex flex-wrap gap-3">
        {(p.status === "pending" || p.status === "rejected") && (
          <Form method="post">
            <button
              type="submit"
              name="intent"
              value="approve"
              disabled={busy}
              className="h-11 rounded-lg bg-green-700 px-5 font-semibold text-white hover:bg-green-800 disabled:opacity-70"
            >
              {t("admin.approve")}
            </button>
          </Form>
        )}
        {p.status === "pending" && (
          <Button
            variant="dangerOutline"
            aria-expanded={rejecting}
            aria-controls="reject-form"
            onClick={() => setRejecting((v) => !v)}
            className="text-base"
          >
            {t("admin.reject")}
          </Button>
        )}
        <Link
          ref={pageLink}
          to={to(`/provider/${p.slug}`)}
          className="inline-flex h-11 items-center rounded-lg px-3 font-semibold text-primary hover:underline"
        >
          {t("admin.seePage")}
        </Link>
      </div>
      {p.status === "pending" && (
        <RejectForm
          hidden={!rejecting}
          busy={busy}
          reasonRef={reasonRef}
          reasonErrors={answer && !answer.ok ? answer.errors.reason : undefined}
          onCancel={() => setRejecting(false)}
        />
      )}
    </div>
  );
}

type RejectProps = {
  hidden: boolean;
  busy: boolean;
  reasonRef: React.RefObject<HTMLTextAreaElement | null>;
  reasonErrors: string[] | undefined;
  onCancel: () => void;
};

function RejectForm({ hidden, busy, reasonRef, reasonErrors, onCancel }: RejectProps) {
  const { t } = useTranslation("provider");
  const message = useFieldMessage();
  return (
    <Form
      method="post"
      id="reject-form"
      hidden={hidden}
      className="mt-4 space-y-3 rounded-xl border border-red-200 bg-red-50/50 p-4"
    >
      <label htmlFor="reject-reason" className="block text-sm font-semibold text-stone-800">
        {t("admin.reason")}
        <span className="text-red-700" aria-hidden="true">
          {" "}
          *
        </span>
      </label>
      <textarea
        ref={reasonRef}
        id="reject-reason"
        name="reason"
        rows={4}
        required
        maxLength={1000}
        aria-invalid={!!reasonErrors || undefined}
        aria-describedby={reasonErrors ? "reject-reason-error" : "reject-reason-hint"}
        className="w-full rounded-lg border border-stone-300 bg-white p-3"
      />
      {reasonErrors ? (
        <p id="reject-reason-error" className="text-sm text-red-700">
          {reasonErrors.map(message).join(" ")}
        </p>
      ) : (
        <p id="reject-reason-hint" className="text-xs text-stone-600">
          {t("admin.reasonHint")}
        </p>
      )}
      <div className="flex gap-2">
        <Button
          type="submit"
          name="intent"
          value="reject"
          disabled={busy}
          variant="danger"
          className="text-base"
        >
          {t("admin.confirmReject")}
        </Button>
        <Button variant="secondary" onClick={onCancel} className="text-base">
          {t("admin.cancel")}
        </Button>
      </div>
    </Form>
  );
}
