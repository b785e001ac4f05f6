import { ArrowLeft } from './icons.tsx';
import type { Link } from '../../schema/primitives.ts';
import { SmartLink } from './smart-link.tsx';

/** The link back to the list a page belongs to, with a left arrow. */
export function BackLink({ link, className }: { link: Link; className?: string }) {
  return (
    <SmartLink
      href={link.href}
      className={`${className ? `${className} ` : ''}inline-flex min-h-11 items-center gap-2 font-semibold text-accent-700 underline-offset-4 hover:text-accent-600 hover:underline`}
    >
      <ArrowLeft className="size-5" aria-hidden="true" />
      {link.label}
    </SmartLink>
  );
}
