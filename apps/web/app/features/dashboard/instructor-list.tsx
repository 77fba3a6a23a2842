import type { OwnInstructor } from "@kursove/contracts";
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { Button } from "../../ui/button";
import { ConfirmDialog } from "../../ui/confirm-dialog";

type ListProps = {
  instructors: OwnInstructor[];
  onEdit: (instructor: OwnInstructor) => void;
  onDelete: (instructor: OwnInstructor) => void;
};

/** The provider's instructors, each with its edit and delete buttons. */
export function InstructorList({ instructors, onEdit, onDelete }: ListProps) {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="instructors-heading"
      className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm"
    >
      <h2 id="instructors-heading" className="text-lg font-bold text-dark">
        {t("dashboard.instructors")}
      </h2>
      {instructors.length === 0 ? (
        <p className="mt-2 text-stone-600">{t("dashboard.noInstructors")}</p>
      ) : (
        <ul className="mt-3 divide-y divide-stone-100">
          {instructors.map((i) => (
            <li key={i.id} className="flex items-center gap-4 py-3">
              {i.image && (
                <img src={i.image.url} alt="" width={48} height={48} className="h-12 w-12 rounded-full" />
              )}
              <div className="min-w-0 flex-1">
                <p className="font-semibold text-dark">{i.name}</p>
                <p className="text-sm text-stone-600">
                  {i.role} · {t("dashboard.order")}: {i.order}
                </p>
              </div>
              <Button variant="secondary" size="sm" onClick={() => onEdit(i)}>
                {t("dashboard.edit")}
              </Button>
              <Button
                variant="ghost"
                size="sm"
                onClick={() => onDelete(i)}
                aria-label={`${t("dashboard.delete")}: ${i.name}`}
                className="text-red-700 hover:bg-red-50"
              >
                {t("dashboard.delete")}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Asks before deleting an instructor: it leaves every course page that shows it. */
export function DeleteInstructorDialog({
  instructor,
  onClose,
}: {
  instructor: OwnInstructor | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      open={instructor !== null}
      title={t("dashboard.deleteTitle")}
      cancelLabel={t("dashboard.cancel")}
      onCancel={onClose}
      actions={
        <Form method="post" onSubmit={onClose}>
          <input type="hidden" name="id" value={instructor?.id ?? ""} />
          <Button type="submit" name="intent" value="delete" variant="danger">
            {t("dashboard.confirmDelete")}
          </Button>
        </Form>
      }
    >
      {t("dashboard.deleteQuestion", { name: instructor?.name ?? "" })}
    </ConfirmDialog>
  );
}
