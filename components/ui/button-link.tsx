import Link, { type LinkProps } from 'next/link';
import type { AnchorHTMLAttributes } from 'react';
import { cn } from '@/components/ui/cn';

type Variant = 'primary' | 'secondary' | 'ghost';
const VARIANTS: Record<Variant, string> = {
  primary: 'bg-brand-600 text-white hover:bg-brand-700',
  secondary: 'border border-slate-300 bg-white text-slate-800 hover:bg-slate-100',
  ghost: 'text-brand-700 hover:bg-brand-50',
};

export type ButtonLinkProps = LinkProps &
  Omit<AnchorHTMLAttributes<HTMLAnchorElement>, keyof LinkProps> & {
    variant?: Variant;
    size?: 'sm' | 'md' | 'lg';
  };

/** A link that looks like a Button (navigation, not an action). */
export function ButtonLink({
  variant = 'primary',
  size = 'md',
  className,
  ...rest
}: ButtonLinkProps) {
  return (
    <Link
      className={cn(
        'inline-flex items-center justify-center gap-2 rounded-md font-semibold transition-colors',
        size === 'sm'
          ? 'h-8 px-3 text-sm'
          : size === 'lg'
            ? 'h-12 px-6 text-base'
            : 'h-10 px-4 text-sm',
        VARIANTS[variant],
        className,
      )}
      {...rest}
    />
  );
}
