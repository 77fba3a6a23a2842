import { useTranslation } from "react-i18next";
import { Form, useNavigation } from "react-router";
import { SubmitButton } from "../../ui/form-field";

/** The button that creates a fresh onboarding link and goes to the gateway's page (the route's action). */
export function ConnectForm({ label, error }: { label: string; error?: string | undefined }) {
  const { t } = useTranslation("payments");
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod?.toLowerCase() === "post";
  return (
    <Form method="post" className="space-y-3">
      {error && (
        <div
          role="alert"
          className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800"
        >
          {error}
        </div>
      )}
      <SubmitButton pending={busy}>{busy ? t("redirecting") : label}</SubmitButton>
    </Form>
  );
}
