import { cva, type VariantProps } from "class-variance-authority";
import type { ButtonHTMLAttributes, ReactNode } from "react";
import { Link, type LinkProps } from "react-router";
import { mergeClasses } from "./merge-classes";

const variants = cva(
  "inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary disabled:cursor-not-allowed disabled:opacity-60",
  {
    variants: {
      variant: {
        primary: "bg-primary text-white shadow-sm hover:bg-primary-dark",
        secondary: "bg-white text-dark shadow-sm ring-1 ring-stone-300 hover:bg-stone-50",
        accent: "bg-accent text-dark shadow-sm hover:brightness-95",
        outline: "bg-white text-primary ring-1 ring-primary hover:bg-secondary",
        danger: "bg-red-700 text-white shadow-sm hover:bg-red-800",
        dangerOutline: "bg-white text-red-700 ring-1 ring-red-300 hover:bg-red-50",
        ghost: "text-stone-700 hover:bg-stone-100",
        link: "rounded px-0 font-semibold text-primary underline-offset-2 hover:underline",
      },
      size: {
        sm: "h-10 px-3 text-sm",
        md: "min-h-11 px-4 text-sm",
        lg: "h-12 px-6 text-base",
        icon: "h-10 w-10 p-0",
      },
    },
    compoundVariants: [{ variant: "link", className: "h-auto min-h-0 px-0" }],
    defaultVariants: { variant: "primary", size: "md" },
  },
);

export type ButtonStyle = VariantProps<typeof variants>;

/**
 * The classes of a button of the kit, for a control that must stay another element (a summary, a label
 * over a file input); `className` adds to them and wins where they overlap.
 */
export const buttonVariants = ({
  className,
  ...style
}: ButtonStyle & { className?: string | undefined } = {}) => mergeClasses(variants(style), className);

type ButtonProps = ButtonStyle & ButtonHTMLAttributes<HTMLButtonElement>;

/** A button of the kit; `type` is "button" unless said otherwise, so it never submits a form by chance. */
export function Button({ variant, size, className, type = "button", ...props }: ButtonProps) {
  return <button type={type} className={buttonVariants({ variant, size, className })} {...props} />;
}

type ButtonLinkProps = ButtonStyle &
  Omit<LinkProps, "className"> & { className?: string; children: ReactNode };

/** A link that looks like a button of the kit (navigation, not an action). */
export function ButtonLink({ variant, size, className, ...props }: ButtonLinkProps) {
  return <Link className={buttonVariants({ variant, size, className })} {...props} />;
}
