import type { AboutPage } from '../../../schema/pages/about.ts';
import { Section } from '../../ui/section.tsx';
import { Picture } from '../../ui/picture.tsx';

/** The owner: portrait, name, role and biography. */
export function OwnerBio({ owner }: { owner: AboutPage['owner'] }) {
  return (
    <Section id="owner" title={owner.title}>
      <div className="grid items-center gap-10 md:grid-cols-5">
        <Picture
          image={owner.image}
          sizes="(min-width: 432px) 384px, calc(100vw - 3rem)"
          loading="lazy"
          className="mx-auto h-auto w-full max-w-sm rounded-card bg-steel-50 shadow-card md:col-span-2"
        />
        <div className="md:col-span-3">
          <h3 className="text-2xl font-bold text-navy-900">{owner.name}</h3>
          <p className="mt-1 font-semibold text-accent-700">{owner.role}</p>
          <div className="mt-5 space-y-4 text-lg leading-relaxed text-steel-700">
            {owner.bio.map((p, i) => (
              <p key={i}>{p}</p>
            ))}
          </div>
        </div>
      </div>
    </Section>
  );
}
