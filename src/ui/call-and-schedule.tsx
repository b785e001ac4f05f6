import { Calendar } from './icons.tsx';
import type { Link } from '../../schema/primitives.ts';
import { ButtonLink, type ButtonVariant } from './button.tsx';

/**
 * The pair of calls to action: call the shop, and the second way in (schedule or quote) beside it. The
 * second button shows the calendar icon unless `calendar` is false.
 */
export function CallAndSchedule({
  call,
  schedule,
  variant = 'ghost',
  size,
  className,
  calendar = true,
}: {
  call: Link;
  schedule: Link;
  /** The look of the second button (the first is the primary button). */
  variant?: ButtonVariant;
  size?: 'md' | 'lg';
  /** Classes of both buttons. */
  className?: string;
  calendar?: boolean;
}) {
  return (
    <>
      <ButtonLink href={call.href} size={size} className={className}>
        {call.label}
      </ButtonLink>
      <ButtonLink href={schedule.href} variant={variant} size={size} className={className}>
        {calendar && <Calendar className="size-5" aria-hidden="true" />}
        {schedule.label}
      </ButtonLink>
    </>
  );
}
