import type { MakeCard } from '../../../schema/page-data.ts';
import { SmartLink } from '../../ui/smart-link.tsx';
import { entryPath } from '../../../schema/routes.ts';
import { MakeLogo } from '../../ui/make-logo.tsx';

/**
 * Every make in one list, laid out in 4 columns filled column by column (CSS columns, balanced: with rows of one
 * height, column k holds makes[k*size .. (k+1)*size-1]); phones get one column and tablets two (filled the same
 * way), where four would squeeze a name and its tag onto separate lines.
 */
export function MakesColumns({ makes, detailTag }: { makes: readonly MakeCard[]; detailTag: string }) {
  return (
    <ul className="gap-x-6 md:columns-2 lg:columns-4">
      {makes.map((m) => (
        <li key={m.slug} className="mb-1 break-inside-avoid border-b border-steel-100">
          {m.detailed ? (
            <SmartLink
              href={entryPath('make', m.slug)}
              className="group flex min-h-11 flex-wrap items-center gap-x-2.5 gap-y-1 py-2 font-semibold text-navy-900 hover:text-accent-700"
            >
              <MakeLogo
                logo={m.logo}
                name={m.name}
                decorative
                className="size-5 shrink-0 text-navy-700 group-hover:text-accent-600"
              />
              <span className="underline decoration-accent-500/60 underline-offset-4 group-hover:decoration-accent-600">
                {m.name}
              </span>
              <span className="rounded-full bg-accent-50 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-accent-700 ring-1 ring-accent-100">
                {detailTag}
              </span>
            </SmartLink>
          ) : (
            <span className="flex min-h-11 items-center gap-2.5 py-2 text-steel-700">
              <MakeLogo logo={m.logo} name={m.name} decorative className="size-5 shrink-0 text-steel-500" />
              {m.name}
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}
