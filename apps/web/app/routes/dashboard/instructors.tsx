import type { OwnInstructor } from "@kursove/contracts";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useActionData, useNavigation } from "react-router";
import { InstructorForm } from "../../features/dashboard/instructor-form";
import { DeleteInstructorDialog, InstructorList } from "../../features/dashboard/instructor-list";
import {
  type InstructorAnswer,
  loadInstructors,
  saveInstructor,
} from "../../features/dashboard/instructors.server";
import { guard } from "../../lib/guards.server";
import { toast } from "../../lib/toast";
import type { Route } from "./+types/instructors";

export async function loader(args: Route.LoaderArgs) {
  await guard(args, ["provider", "locale"]);
  return loadInstructors(args);
}

/** Adds, changes or removes an instructor; on failure `success: false` with the error. */
export async function action(args: Route.ActionArgs): Promise<InstructorAnswer> {
  await guard(args, ["provider", "locale"]);
  return saveInstructor(args, await args.request.formData());
}

export default function Instructors({ loaderData: { instructors, lectors } }: Route.ComponentProps) {
  const { t } = useTranslation();
  const answer = useActionData<typeof action>();
  const navigation = useNavigation();
  const [editing, setEditing] = useState<OwnInstructor | null>(null);
  // deleting takes the portfolio entry off every course page: asked first
  const [deleting, setDeleting] = useState<OwnInstructor | null>(null);
  useEffect(() => {
    if (!answer) return;
    if (answer.success && answer.intent === "delete") toast.success(t("dashboard.deleted"));
    else if (answer.success) {
      toast.success(t("dashboard.instructorSaved"));
      setEditing(null);
    } else if (answer.intent === "delete") toast.error(answer.refusal || t("unexpected", { ns: "errors" }));
  }, [answer, t]);
  return (
    <div className="space-y-8">
      <InstructorList instructors={instructors} onEdit={setEditing} onDelete={setDeleting} />
      <DeleteInstructorDialog instructor={deleting} onClose={() => setDeleting(null)} />
      <InstructorForm
        key={editing?.id ?? "new"}
        instructor={editing}
        lectors={lectors}
        answer={answer}
        busy={navigation.state === "submitting"}
        onCancel={() => setEditing(null)}
      />
    </div>
  );
}
