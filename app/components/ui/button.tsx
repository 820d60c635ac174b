/**
 * Simmer's buttons: one place for their colours, sizes and focus ring. `Button` is a <button>,
 * `ButtonLink` a router link that looks like one, and `buttonClass` serves anything else
 * (a <summary>, a Radix trigger rendered asChild).
 */
import { forwardRef, type ButtonHTMLAttributes } from "react";
import { Link, type LinkProps } from "react-router";

export type ButtonVariant = "primary" | "secondary" | "ghost" | "danger" | "soft" | "inverse" | "dark" | "success";
export type ButtonSize = "sm" | "md" | "lg" | "icon";

const BASE =
  "inline-flex items-center justify-center gap-2 font-semibold transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-orange disabled:cursor-not-allowed disabled:opacity-60";

const VARIANTS: Record<ButtonVariant, string> = {
  primary: "bg-accent-orange text-white hover:bg-orange-800",
  secondary: "bg-white text-warm-900 ring-1 ring-warm-300 hover:bg-warm-100",
  ghost: "text-warm-800 hover:bg-warm-100",
  danger: "bg-accent-red text-white hover:bg-red-800",
  soft: "bg-accent-orange-light text-accent-orange hover:bg-orange-100",
  /** On a dark panel. */
  inverse: "bg-white/10 text-white ring-1 ring-white/30 hover:bg-white/20",
  dark: "bg-warm-900 text-white hover:bg-warm-800",
  success: "bg-accent-green text-white",
};

const SIZES: Record<ButtonSize, string> = {
  sm: "rounded-lg px-3 py-2 text-sm",
  md: "rounded-xl px-4 py-2.5",
  lg: "rounded-xl px-5 py-3",
  icon: "rounded-full h-10 w-10",
};

export function buttonClass(variant: ButtonVariant = "primary", size: ButtonSize = "md", extra = ""): string {
  return `${BASE} ${VARIANTS[variant]} ${SIZES[size]}${extra ? ` ${extra}` : ""}`;
}

interface StyleProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

export const Button = forwardRef<HTMLButtonElement, ButtonHTMLAttributes<HTMLButtonElement> & StyleProps>(function Button(
  { variant, size, className, type = "button", ...props },
  ref,
) {
  return <button ref={ref} type={type} className={buttonClass(variant, size, className)} {...props} />;
});

export function ButtonLink({ variant, size, className, ...props }: LinkProps & StyleProps) {
  return <Link className={buttonClass(variant, size, className)} {...props} />;
}
