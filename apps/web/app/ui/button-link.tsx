import type { ReactNode } from "react";
import { Link } from "react-router";

const styles = {
  primary: "bg-primary text-white hover:bg-primary-dark",
  secondary: "bg-white text-dark ring-1 ring-stone-300 hover:bg-stone-50",
  accent: "bg-accent text-dark hover:brightness-95",
};

export function ButtonLink({
  to,
  children,
  variant = "primary",
  className = "",
}: {
  to: string;
  children: ReactNode;
  variant?: keyof typeof styles;
  className?: string;
}) {
  return (
    <Link
      to={to}
      className={`inline-flex items-center justify-center gap-2 rounded-lg px-5 py-2.5 text-sm font-semibold shadow-sm transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary ${styles[variant]} ${className}`}
    >
      {children}
    </Link>
  );
}
