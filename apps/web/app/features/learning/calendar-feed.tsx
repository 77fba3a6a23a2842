import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Form, useNavigation } from "react-router";
import { formatDate } from "../../lib/format";
import { toast } from "../../lib/toast";
import { useLocale } from "../../lib/use-locale";
import { Button } from "../../ui/button";
import { ConfirmDialog } from "../../ui/confirm-dialog";

/** A feed address just created (shown once), or why changing the feed failed. */
export type FeedAnswer = { ok: boolean; url: string | null; message: string };

type FeedProps = { active: boolean; createdAt: string | null; answer: FeedAnswer | undefined };

/** The private .ics feed of the learner's sessions: create it, renew its address, or revoke it. */
export function FeedSection({ active, createdAt, answer }: FeedProps) {
  const { t } = useTranslation("learning");
  const { locale } = useLocale();
  const navigation = useNavigation();
  const [asking, setAsking] = useState<"renew" | "revoke" | null>(null);
  useEffect(() => {
    if (!answer) return;
    setAsking(null);
    (answer.ok ? toast.success : toast.error)(answer.message);
  }, [answer]);
  const busy = navigation.state === "submitting";
  const shownUrl = answer?.ok ? answer.url : null;
  const copy = async () => {
    if (!shownUrl) return;
    try {
      await navigator.clipboard.writeText(shownUrl);
      toast.success(t("calendar.feed.copied"));
    } catch {
      document.getElementById("feed-url")?.focus();
    }
  };
  const confirm = (intent: "create" | "revoke", label: string) => (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <Button
        type="submit"
        disabled={busy}
        aria-busy={busy}
        variant={intent === "revoke" ? "danger" : "primary"}
      >
        {label}
      </Button>
    </Form>
  );
  return (
    <section
      aria-labelledby="feed-title"
      className="space-y-3 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200"
    >
      <h2 id="feed-title" className="text-lg font-bold text-dark">
        {t("calendar.feed.title")}
      </h2>
      <p className="max-w-3xl text-sm text-stone-700">{t("calendar.feed.intro")}</p>
      <p className="max-w-3xl text-sm font-medium text-stone-800">{t("calendar.feed.private")}</p>
      {shownUrl && (
        <div className="space-y-2 rounded-xl bg-green-50 p-4 ring-1 ring-green-200">
          <label htmlFor="feed-url" className="block text-sm font-semibold text-green-900">
            {t("calendar.feed.yourUrl")}
          </label>
          <div className="flex flex-col gap-2 sm:flex-row">
            <input
              id="feed-url"
              readOnly
              value={shownUrl}
              onFocus={(e) => e.currentTarget.select()}
              className="h-11 min-w-0 flex-1 rounded-lg border border-stone-300 bg-white px-3 font-mono text-sm"
            />
            <Button onClick={copy} className="text-base">
              {t("calendar.feed.copy")}
            </Button>
          </div>
          <p className="text-sm text-green-900">{t("calendar.feed.shownOnce")}</p>
        </div>
      )}
      {!shownUrl && (
        <p className="text-sm text-stone-700">
          {active && createdAt
            ? t("calendar.feed.active", { date: formatDate(createdAt, locale, { dateStyle: "long" }) })
            : t("calendar.feed.none")}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        {active ? (
          <>
            <Button variant="secondary" onClick={() => setAsking("renew")}>
              {t("calendar.feed.renew")}
            </Button>
            <Button variant="secondary" onClick={() => setAsking("revoke")}>
              {t("calendar.feed.revoke")}
            </Button>
          </>
        ) : (
          confirm("create", t("calendar.feed.create"))
        )}
      </div>
      <ConfirmDialog
        open={asking !== null}
        title={asking === "revoke" ? t("calendar.feed.revokeTitle") : t("calendar.feed.renewTitle")}
        cancelLabel={t("calendar.feed.cancel")}
        onCancel={() => setAsking(null)}
        actions={
          asking === "revoke"
            ? confirm("revoke", t("calendar.feed.revoke"))
            : confirm("create", t("calendar.feed.renew"))
        }
      >
        <p className="mt-2 text-sm text-stone-700">
          {asking === "revoke" ? t("calendar.feed.revokeText") : t("calendar.feed.renewText")}
        </p>
      </ConfirmDialog>
    </section>
  );
}
