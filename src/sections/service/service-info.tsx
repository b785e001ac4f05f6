import { TriangleAlert } from '../../ui/icons.tsx';
import type { ResolvedService } from '../../../schema/service.ts';
import { Section } from '../../ui/section.tsx';

const card = 'rounded-card p-6 shadow-card ring-1 ring-steel-100 sm:p-8';
const h3 = 'text-xl font-bold text-navy-900';

function Paragraphs({ items }: { items: readonly string[] }) {
  return (
    <div className="mt-4 space-y-4 leading-relaxed text-steel-700">
      {items.map((p, i) => (
        <p key={i}>{p}</p>
      ))}
    </div>
  );
}

/** What the service is, how it is done (numbered steps), the warning signs and why it matters. */
export function ServiceInfo({ info }: { info: ResolvedService['serviceInfo'] }) {
  return (
    <Section id="about-this-service" title={info.title}>
      <div className="grid gap-6 lg:grid-cols-2">
        <div className={`${card} bg-white`}>
          <h3 className={h3}>{info.whatIsIt.title}</h3>
          <Paragraphs items={info.whatIsIt.content} />
        </div>
        <div className={`${card} bg-steel-50`}>
          <h3 className={h3}>{info.symptoms.title}</h3>
          <ul className="mt-4 space-y-3">
            {info.symptoms.list.map((s) => (
              <li key={s} className="flex gap-3 text-steel-700">
                <TriangleAlert className="mt-0.5 size-5 shrink-0 text-accent-600" aria-hidden="true" />
                <span>{s}</span>
              </li>
            ))}
          </ul>
        </div>
        <div className={`${card} bg-white lg:col-span-2`}>
          <h3 className={h3}>{info.howItsDone.title}</h3>
          <ol className="mt-6 grid gap-x-8 gap-y-5 md:grid-cols-2">
            {info.howItsDone.steps.map((step, i) => (
              <li key={i} className="flex gap-4">
                <span
                  aria-hidden="true"
                  className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-navy-900 font-bold text-white"
                >
                  {i + 1}
                </span>
                <p className="pt-1.5 text-steel-700">{step}</p>
              </li>
            ))}
          </ol>
        </div>
        <div className={`${card} bg-white border-l-4 border-accent-600 lg:col-span-2`}>
          <h3 className={h3}>{info.importance.title}</h3>
          <Paragraphs items={info.importance.content} />
        </div>
      </div>
    </Section>
  );
}
