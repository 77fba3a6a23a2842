import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Form, Link, useNavigation } from "react-router";
import { formatDate } from "../../lib/format";
import { useLocale } from "../../lib/use-locale";
import { Button, buttonVariants } from "../../ui/button";
import { ConfirmDialog } from "../../ui/confirm-dialog";
import { ConfirmLink, useHrefWith } from "../../ui/confirm-link";
import { useNamedAction } from "../../ui/named-action";
import type { CommissionAnswer } from "./commission-form";
import type { ScheduledChange } from "./commission-tables";
import { formatPercent } from "./format";

type ScheduledProps = {
  scheduled: ScheduledChange[];
  /** the change of `?cancel=`, asked on the page itself when JavaScript did not open the dialog */
  confirming: string | null;
  /** the answer of a cancel, which closes the dialog */
  canceled: CommissionAnswer | undefined;
};

/** The changes still to come, each with Cancel asked first (a dialog, or inline without JavaScript). */
export function ScheduledChanges({ scheduled, confirming, canceled }: ScheduledProps) {
  const { t } = useTranslation("admin");
  const { locale } = useLocale();
  const [dialog, setDialog] = useState<ScheduledChange | null>(null);
  useEffect(() => {
    if (canceled) setDialog(null);
  }, [canceled]);
  const inline = scheduled.find((s) => s.id === confirming);
  const day = (iso: string) => formatDate(iso, locale, { dateStyle: "medium" });
  const named = useNamedAction();
  return (
    <section aria-labelledby="commission-scheduled" className="space-y-3">
      <h3 id="commission-scheduled" className="text-lg font-bold text-dark">
        {t("commission.scheduled.title")}
      </h3>
      {scheduled.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-stone-300 bg-white p-6 text-center text-sm text-stone-700">
          {t("commission.scheduled.empty")}
        </p>
      ) : (
        <ul className="divide-y divide-stone-100 rounded-2xl border border-stone-200 bg-white shadow-sm">
          {scheduled.map((s) => (
            <li key={s.id} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
              <p className="text-sm text-stone-800">
                <span className="font-semibold text-dark">{s.who}</span>:{" "}
                {t("commission.scheduled.from", {
                  rate: formatPercent(s.rate, locale),
                  date: day(s.effective_from),
                })}
              </p>
              {inline?.id === s.id ? (
                <div className="rounded-lg border border-stone-200 bg-stone-50 p-3">
                  <CancelQuestion change={s} />
                  <div className="mt-3 flex flex-wrap gap-2">
                    <CancelForm change={s} />
                    <BackLink />
                  </div>
                </div>
              ) : (
                <ConfirmLink
                  params={{ cancel: s.id }}
                  onOpen={() => setDialog(s)}
                  className={buttonVariants({ variant: "dangerOutline" })}
                  label={named(
                    t("commission.scheduled.cancel"),
                    `${s.who}, ${formatPercent(s.rate, locale)}, ${day(s.effective_from)}`,
                  )}
                >
                  {t("commission.scheduled.cancel")}
                </ConfirmLink>
              )}
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={dialog !== null}
        title={t("commission.scheduled.cancelTitle")}
        cancelLabel={t("back")}
        onCancel={() => setDialog(null)}
        actions={dialog && <CancelForm change={dialog} />}
      >
        {dialog && <CancelQuestion change={dialog} />}
      </ConfirmDialog>
    </section>
  );
}

function CancelQuestion({ change }: { change: ScheduledChange }) {
  const { t } = useTranslation("admin");
  const { locale } = useLocale();
  return (
    <p className="text-sm text-stone-800">
      {t("commission.scheduled.cancelQuestion", {
        who: change.who,
        rate: formatPercent(change.rate, locale),
        date: formatDate(change.effective_from, locale, { dateStyle: "medium" }),
      })}
    </p>
  );
}

function CancelForm({ change }: { change: ScheduledChange }) {
  const { t } = useTranslation("admin");
  const navigation = useNavigation();
  const action = useHrefWith({ cancel: null });
  const busy = navigation.state === "submitting" && navigation.formData?.get("id") === change.id;
  return (
    <Form method="post" action={action} preventScrollReset>
      <input type="hidden" name="intent" value="cancel" />
      <input type="hidden" name="id" value={change.id} />
      <Button type="submit" disabled={busy} aria-busy={busy} variant="danger">
        {t("commission.scheduled.confirmCancel")}
      </Button>
    </Form>
  );
}

function BackLink() {
  const { t } = useTranslation("admin");
  const href = useHrefWith({ cancel: null });
  return (
    <Link to={href} preventScrollReset className={buttonVariants({ variant: "secondary" })}>
      {t("back")}
    </Link>
  );
}
