import type { ReactNode } from 'react';
import { Phone } from './icons.tsx';
import { SmartLink } from './smart-link.tsx';
import { hrefKeyword } from '../../schema/href-keywords.ts';

const variants = {
  primary: 'bg-accent-600 text-white hover:bg-accent-700 shadow-sm',
  secondary: 'bg-white text-navy-900 ring-1 ring-inset ring-steel-200 hover:bg-steel-50',
  dark: 'bg-navy-800 text-white hover:bg-navy-900',
  ghost: 'bg-white/10 text-white ring-1 ring-inset ring-white/40 hover:bg-white/20',
} as const;
const sizes = { md: 'px-5 py-3 text-base', sm: 'px-4 py-2 text-sm', lg: 'px-6 py-4 text-lg' } as const;
const iconSizes = { md: 'size-5', sm: 'size-4', lg: 'size-5' } as const;

export type ButtonVariant = keyof typeof variants;

export const buttonClass = (variant: ButtonVariant = 'primary', size: keyof typeof sizes = 'md') =>
  `inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors min-h-11 ${variants[variant]} ${sizes[size]}`;

/** A link that looks like a button: every call to action of the site. A button that dials the shop shows the phone icon. */
export function ButtonLink({
  href,
  children,
  variant = 'primary',
  size = 'md',
  className = '',
}: {
  href: string;
  children: ReactNode;
  variant?: ButtonVariant;
  size?: keyof typeof sizes;
  className?: string;
}) {
  return (
    <SmartLink href={href} className={`${buttonClass(variant, size)} ${className}`}>
      {href === hrefKeyword.call && <Phone className={iconSizes[size]} aria-hidden="true" />}
      {children}
    </SmartLink>
  );
}
