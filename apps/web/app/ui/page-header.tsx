import type { ReactNode } from "react";
import { Container } from "./container";

export function PageHeader({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: string;
  children?: ReactNode;
}) {
  return (
    <div className="border-b border-stone-200 bg-gradient-to-br from-secondary to-white">
      <Container className="py-10 sm:py-14">
        <h1 className="text-3xl font-extrabold tracking-tight text-dark sm:text-4xl">{title}</h1>
        {intro && <p className="mt-3 max-w-3xl text-lg text-stone-600">{intro}</p>}
        {children}
      </Container>
    </div>
  );
}
