import { MapPin } from '../../ui/icons.tsx';

/** The towns the shop serves, as a grid of labelled pins. */
export function TownsList({ towns }: { towns: readonly string[] }) {
  return (
    <ul className="grid grid-cols-1 gap-3 min-[400px]:grid-cols-2 md:grid-cols-3 lg:grid-cols-4">
      {towns.map((town) => (
        <li
          key={town}
          className="flex items-center gap-2 rounded-lg bg-white px-4 py-3 font-semibold text-navy-900 shadow-card ring-1 ring-steel-100"
        >
          <MapPin className="size-5 shrink-0 text-accent-600" aria-hidden="true" />
          {town}
        </li>
      ))}
    </ul>
  );
}
