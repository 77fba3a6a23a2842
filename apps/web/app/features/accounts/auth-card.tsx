import type { ReactNode } from "react";
import { Container } from "../../ui/container";

/** The centred card of the sign-in, sign-up and password pages. */
export function AuthCard({
  title,
  intro,
  children,
  footer,
}: {
  title: string;
  intro?: string;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <Container className="flex justify-center py-10 sm:py-16">
      <div className="w-full max-w-md">
        <div className="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm sm:p-8">
          <h1 className="text-2xl font-extrabold tracking-tight text-dark">{title}</h1>
          {intro && <p className="mt-1.5 text-stone-600">{intro}</p>}
          <div className="mt-6">{children}</div>
        </div>
        {footer && <div className="mt-5 text-center text-sm text-stone-600">{footer}</div>}
      </div>
    </Container>
  );
}
