import { useTranslation } from "react-i18next";
import { Form, Link } from "react-router";
import { useLocale } from "../../lib/use-locale";
import { logoutAction } from "./signing-out";
import type { HeaderUser } from "./user-menu";

const item = "block w-full rounded-md px-3 py-2 text-left text-sm text-stone-800 hover:bg-stone-100";

/** The signed-in user's open menu: their areas and signing out (loaded when the menu opens, ADR 048). */
export function AccountMenu({ id, user }: { id: string; user: HeaderUser }) {
  const { t } = useTranslation();
  const { to } = useLocale();
  return (
    <div
      id={id}
      className="absolute right-0 top-full z-50 mt-2 w-56 rounded-xl border border-stone-200 bg-white p-1.5 shadow-xl"
    >
      <ul>
        {user.is_provider && (
          <li>
            <Link to={to("/dashboard")} className={item}>
              {t("nav.dashboard")}
            </Link>
          </li>
        )}
        <li>
          <Link to={to("/profile")} className={item}>
            {t("nav.profile")}
          </Link>
        </li>
        {user.is_admin && (
          <li>
            <Link to={to("/admin")} className={item}>
              {t("nav.adminPanel")}
            </Link>
          </li>
        )}
        {user.is_lector && (
          <li>
            <Link to={to("/lector")} className={item}>
              {t("lector:menu")}
            </Link>
          </li>
        )}
        <li className="mt-1 border-t border-stone-100 pt-1">
          <Form method="post" action={logoutAction}>
            <button type="submit" className={item}>
              {t("nav.logout")}
            </button>
          </Form>
        </li>
      </ul>
    </div>
  );
}
