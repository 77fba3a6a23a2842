import type { ProviderOrderItem, ProviderOrdersPage } from "@kursove/contracts";
import { soldOrderStates } from "@kursove/contracts/domain/order-states";
import { useTranslation } from "react-i18next";
import { Form, Link, useLocation } from "react-router";
import { formatDate, formatMoney } from "../../lib/format";
import { useLocale } from "../../lib/use-locale";
import { buttonVariants } from "../../ui/button";
import { DataTable } from "../../ui/data-table";
import { EmailText } from "../../ui/email-text";
import { fieldStyle } from "./report-filters";

export type OrderFilterValues = { status: string; course_id: string; from: string; to: string };

const badgeStyles: Record<string, string> = {
  paid: "bg-green-100 text-green-900",
  completed: "bg-green-100 text-green-900",
  refunding: "bg-sky-100 text-sky-900",
  partially_refunded: "bg-sky-100 text-sky-900",
  refunded: "bg-stone-100 text-stone-800",
  annulled: "bg-red-100 text-red-900",
};

function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  return (
    <span
      className={`inline-flex whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ${badgeStyles[status] ?? "bg-stone-100 text-stone-800"}`}
    >
      {t(`orders:status.${status}`)}
    </span>
  );
}

/** State, course and dates of the provider's orders: a GET form, so it works without JavaScript. */
export function OrderFilters({
  values,
  courses,
  errors,
}: {
  values: OrderFilterValues;
  courses: ProviderOrdersPage["courses"];
  errors: Record<string, string[]> | null;
}) {
  const { t } = useTranslation("reports");
  const location = useLocation();
  const field = (name: keyof OrderFilterValues) => ({
    id: `orders-${name}`,
    name,
    defaultValue: values[name],
    className: `${fieldStyle} ${errors?.[name] ? "border-red-600" : "border-stone-300"}`,
    "aria-invalid": errors?.[name] ? true : undefined,
    "aria-describedby": errors?.[name] ? `orders-${name}-error` : undefined,
  });
  const label = (name: keyof OrderFilterValues, text: string) => (
    <label htmlFor={`orders-${name}`} className="block text-sm font-semibold text-stone-800">
      {text}
    </label>
  );
  const error = (name: keyof OrderFilterValues) =>
    errors?.[name] && (
      <p id={`orders-${name}-error`} className="mt-1 text-sm text-red-700">
        {errors[name].join(" ")}
      </p>
    );
  return (
    <Form
      key={location.search}
      method="get"
      aria-label={t("filters.label")}
      className="grid gap-3 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:grid-cols-2 xl:grid-cols-[1fr_2fr_1fr_1fr_auto] xl:items-end"
    >
      <div>
        {label("status", t("orders.status"))}
        <select {...field("status")}>
          <option value="">{t("orders.allStatuses")}</option>
          {soldOrderStates.map((s) => (
            <option key={s} value={s}>
              {t(`orders:status.${s}`)}
            </option>
          ))}
        </select>
        {error("status")}
      </div>
      <div>
        {label("course_id", t("orders.course"))}
        <select {...field("course_id")}>
          <option value="">{t("orders.allCourses")}</option>
          {courses.map((c) => (
            <option key={c.id} value={c.id}>
              {c.title}
            </option>
          ))}
        </select>
        {error("course_id")}
      </div>
      <div>
        {label("from", t("filters.from"))}
        <input type="date" {...field("from")} />
        {error("from")}
      </div>
      <div>
        {label("to", t("filters.to"))}
        <input type="date" {...field("to")} />
        {error("to")}
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <button type="submit" className={buttonVariants({ variant: "primary" })}>
          {t("filters.show")}
        </button>
        {location.search.length > 1 && (
          <Link
            to={location.pathname}
            className="inline-flex h-11 items-center text-sm font-semibold text-primary underline-offset-2 hover:underline"
          >
            {t("filters.reset")}
          </Link>
        )}
      </div>
    </Form>
  );
}

/** The provider's sold items: a table on wide screens, cards on phones; each links its course. */
export function ProviderOrdersList({ items }: { items: ProviderOrderItem[] }) {
  const { t } = useTranslation("reports");
  const { locale, to } = useLocale();
  const money = (minor: number) => formatMoney(minor, locale);
  const date = (iso: string) => formatDate(iso, locale, { dateStyle: "medium" });
  const slot = (item: ProviderOrderItem) =>
    item.slot_starts_at
      ? t("orders.slot", {
          date: formatDate(item.slot_starts_at, locale, { dateStyle: "medium", timeStyle: "short" }),
        })
      : null;
  const course = (item: ProviderOrderItem) => (
    <Link
      to={to(`/courses/${item.course.slug}`)}
      className="font-semibold text-dark underline-offset-2 hover:text-primary hover:underline"
    >
      {item.course.title}
    </Link>
  );
  const refunded = (item: ProviderOrderItem) =>
    item.refunded > 0 && (
      <span className="block text-xs font-normal text-red-800">
        {t("orders.refunded", { amount: money(item.refunded) })}
      </span>
    );
  const amount = (key: "commission" | "provider_share", header: string, weight = "") => ({
    key,
    header,
    align: "right" as const,
    className: `whitespace-nowrap tabular-nums ${weight}`,
    cell: (item: ProviderOrderItem) => money(item[key]),
  });
  return (
    <DataTable
      caption={t("orders.title")}
      phone="cards-md"
      rows={items}
      rowKey={(item) => item.id}
      rowProps={() => ({ className: "hover:bg-stone-50" })}
      columns={[
        {
          key: "order",
          header: t("orders.order"),
          className: "whitespace-nowrap",
          cell: (item) => (
            <>
              <span className="block font-semibold text-dark">{item.order_number}</span>
              <span className="block text-xs text-stone-600">{date(item.ordered_at)}</span>
            </>
          ),
        },
        {
          key: "course",
          header: t("orders.course"),
          cell: (item) => (
            <>
              {course(item)}
              {slot(item) && <span className="block text-xs text-stone-600">{slot(item)}</span>}
            </>
          ),
        },
        {
          key: "learner",
          header: t("orders.learner"),
          cell: (item) => (
            <>
              <span className="block text-stone-800">{item.learner.name}</span>
              <EmailText email={item.learner.email} className="block text-xs text-stone-600" />
            </>
          ),
        },
        {
          key: "places",
          header: t("table.places"),
          align: "right",
          className: "tabular-nums",
          cell: (item) => item.quantity,
        },
        {
          key: "total",
          header: t("orders.total"),
          align: "right",
          className: "whitespace-nowrap tabular-nums",
          cell: (item) => (
            <>
              {money(item.total)}
              {refunded(item)}
            </>
          ),
        },
        amount("commission", t("table.commission")),
        amount("provider_share", t("orders.net"), "font-semibold"),
        { key: "status", header: t("orders.status"), cell: (item) => <StatusBadge status={item.status} /> },
      ]}
      card={{
        body: (item) => (
          <>
            <div className="flex items-start justify-between gap-3">
              <p>
                <span className="block font-semibold text-dark">{item.order_number}</span>
                <span className="block text-xs text-stone-600">{date(item.ordered_at)}</span>
              </p>
              <StatusBadge status={item.status} />
            </div>
            <p className="mt-2 text-sm">{course(item)}</p>
            {slot(item) && <p className="text-xs text-stone-600">{slot(item)}</p>}
            <p className="mt-1 text-sm text-stone-800">
              {item.learner.name}{" "}
              <span className="text-stone-600">
                · <EmailText email={item.learner.email} />
              </span>
            </p>
            <dl className="mt-3 grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
              <dt className="text-stone-600">{t("table.places")}</dt>
              <dd className="text-right tabular-nums">{item.quantity}</dd>
              <dt className="text-stone-600">{t("orders.total")}</dt>
              <dd className="text-right tabular-nums">
                {money(item.total)}
                {refunded(item)}
              </dd>
              <dt className="text-stone-600">{t("table.commission")}</dt>
              <dd className="text-right tabular-nums">{money(item.commission)}</dd>
              <dt className="font-semibold text-dark">{t("orders.net")}</dt>
              <dd className="text-right font-semibold tabular-nums">{money(item.provider_share)}</dd>
            </dl>
          </>
        ),
      }}
    />
  );
}
