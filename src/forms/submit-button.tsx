import type { ReactNode } from 'react';
import { buttonClass } from '../ui/button.tsx';

/** The send button of every form: its label, and the busy label while the request is on its way. */
export function SubmitButton({
  busy,
  label,
  busyLabel,
  icon,
  className = 'w-full',
}: {
  busy: boolean;
  label: string;
  busyLabel: string;
  icon?: ReactNode;
  className?: string;
}) {
  return (
    <button
      type="submit"
      disabled={busy}
      className={`${buttonClass('primary', 'lg')} cursor-pointer disabled:cursor-wait disabled:opacity-80 ${className}`}
    >
      {icon}
      {busy ? busyLabel : label}
    </button>
  );
}
