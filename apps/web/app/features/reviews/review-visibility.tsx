import type { ManagedReview } from "@kursove/contracts";
import type { MouseEvent } from "react";
import { useTranslation } from "react-i18next";
import { Form, Link, useLocation, useNavigation } from "react-router";
import { buttonVariants } from "../../ui/button";
import { useNamedAction } from "../../ui/named-action";

/** The page's address without the no-JavaScript `confirm` step. */
function withoutConfirm(location: { pathname: string; search: string }) {
  const params = new URLSearchParams(location.search);
  params.delete("confirm");
  return `${location.pathname}${params.size > 0 ? `?${params}` : ""}`;
}

/** The question asked before hiding or showing a review, inline (without JavaScript) with its answers. */
export function VisibilityConfirm({ review }: { review: ManagedReview }) {
  return (
    <div className="rounded-lg border border-stone-200 bg-stone-50 p-4">
      <VisibilityQuestion review={review} />
      <div className="mt-3 flex flex-wrap gap-2">
        <VisibilityForm review={review} />
        <CancelLink />
      </div>
    </div>
  );
}

/** Whether to hide (or show again) this author's review of this course. */
export function VisibilityQuestion({ review }: { review: ManagedReview }) {
  const { t } = useTranslation("rating");
  return (
    <p className="text-sm text-stone-800">
      {t(review.hidden ? "admin.showQuestion" : "admin.hideQuestion", {
        author: review.author,
        course: review.course.title,
      })}
    </p>
  );
}

/** Hide or Show: opens the question in a dialog, or without JavaScript on the page through its address. */
export function VisibilityLink({
  review,
  onOpen,
}: {
  review: ManagedReview;
  onOpen: (r: ManagedReview) => void;
}) {
  const { t } = useTranslation("rating");
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  params.set("confirm", review.id);
  const named = useNamedAction();
  const action = t(review.hidden ? "admin.show" : "admin.hide");
  return (
    <Link
      to={`${location.pathname}?${params}`}
      preventScrollReset
      onClick={(event: MouseEvent) => {
        event.preventDefault();
        onOpen(review);
      }}
      aria-label={named(action, t("admin.by", { author: review.author, course: review.course.title }))}
      className={buttonVariants({ variant: review.hidden ? "secondary" : "dangerOutline" })}
    >
      {action}
    </Link>
  );
}

/** Hides or shows the review: the confirming button of the question. */
export function VisibilityForm({ review }: { review: ManagedReview }) {
  const { t } = useTranslation("rating");
  const location = useLocation();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("id") === review.id;
  return (
    <Form method="post" action={withoutConfirm(location)} preventScrollReset>
      <input type="hidden" name="id" value={review.id} />
      <input type="hidden" name="hidden" value={review.hidden ? "false" : "true"} />
      <button
        type="submit"
        disabled={busy}
        aria-busy={busy}
        className={buttonVariants({ variant: review.hidden ? "primary" : "danger" })}
      >
        {t(review.hidden ? "admin.confirmShow" : "admin.confirmHide")}
      </button>
    </Form>
  );
}

/** Leaves the inline question, back to the list as it was. */
function CancelLink() {
  const { t } = useTranslation("rating");
  const location = useLocation();
  return (
    <Link
      to={withoutConfirm(location)}
      preventScrollReset
      className={buttonVariants({ variant: "secondary", className: "text-base" })}
    >
      {t("admin.cancel")}
    </Link>
  );
}
