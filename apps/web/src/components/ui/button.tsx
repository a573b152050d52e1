// The shop's buttons. Links that look like buttons use buttonClasses on <a>/<Link>, so the element
// still says what it does (navigate vs act).
import { clsx } from 'clsx';
import type { ButtonHTMLAttributes } from 'react';

export type ButtonVariant = 'primary' | 'accent' | 'outline' | 'ghost';
export type ButtonSize = 'md' | 'sm' | 'icon';

const VARIANTS: Record<ButtonVariant, string> = {
  primary: 'bg-ink text-paper hover:bg-ink/85',
  accent: 'bg-accent text-accent-ink hover:bg-accent/85',
  outline: 'border border-ink/25 bg-transparent text-ink hover:border-ink hover:bg-ink/5',
  ghost: 'bg-transparent text-ink hover:bg-ink/5',
};

// 44 px touch targets on phones (WCAG 2.5.5), a little tighter where space is short.
const SIZES: Record<ButtonSize, string> = {
  md: 'min-h-11 px-5 text-sm',
  sm: 'min-h-9 px-3 text-sm',
  icon: 'size-11',
};

export function buttonClasses(
  variant: ButtonVariant = 'primary',
  size: ButtonSize = 'md',
  className?: string,
) {
  return clsx(
    'inline-flex items-center justify-center gap-2 rounded-full font-semibold transition-colors',
    'disabled:cursor-not-allowed disabled:opacity-60',
    VARIANTS[variant],
    SIZES[size],
    className,
  );
}

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
};

export function Button({ variant, size, className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={buttonClasses(variant, size, className)} {...props} />;
}
