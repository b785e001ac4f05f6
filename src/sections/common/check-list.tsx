import { CircleCheck } from '../../ui/icons.tsx';

/** A bulleted list of short texts, each with a check mark. */
export function CheckList({
  items,
  cols = 1,
  className = '',
}: {
  items: readonly string[];
  cols?: 1 | 2;
  className?: string;
}) {
  return (
    <ul className={`grid gap-x-8 gap-y-3 ${cols === 2 ? 'sm:grid-cols-2' : ''} ${className}`}>
      {items.map((text, i) => (
        <li key={`${i}-${text}`} className="flex gap-3 text-steel-700">
          <CircleCheck className="mt-0.5 size-5 shrink-0 text-accent-600" aria-hidden="true" />
          <span>{text}</span>
        </li>
      ))}
    </ul>
  );
}
