import { Mail } from '../ui/icons.tsx';
import type { PageDataOf } from '../../schema/page-data.ts';
import type { Hero } from '../../schema/pages/shared.ts';
import type { Link } from '../../schema/primitives.ts';
import { PageHero } from '../ui/page-hero.tsx';
import { Section } from '../ui/section.tsx';
import { FeatureGrid } from '../ui/feature-grid.tsx';
import { ButtonLink } from '../ui/button.tsx';
import { featureCols } from '../lib/feature-cols.ts';
import { CheckList } from '../sections/common/check-list.tsx';
import { NumberedSteps } from '../sections/common/numbered-steps.tsx';

/** The hero always offers the Email Resume button: content's own hero buttons, or the apply button first. */
function withEmailButton(hero: Hero, email: Link): Hero {
  if (hero.primaryCta?.href === email.href || hero.secondaryCta?.href === email.href) return hero;
  return { ...hero, primaryCta: email, secondaryCta: hero.secondaryCta ?? hero.primaryCta };
}

function ListCard({ title, subtitle, list }: { title: string; subtitle?: string; list: readonly string[] }) {
  return (
    <div className="rounded-card bg-white p-6 shadow-card ring-1 ring-steel-100 sm:p-8" data-reveal>
      <h2 className="text-2xl font-bold text-navy-900">{title}</h2>
      {subtitle && <p className="mt-2 text-steel-600">{subtitle}</p>}
      <CheckList items={list} className="mt-6" />
    </div>
  );
}

/** /become-a-mechanic: why work here, requirements, what is offered, how to apply and the shop itself. */
export default function BecomeAMechanicPage({ data }: { data: PageDataOf<'become-a-mechanic'> }) {
  const { page } = data;
  const email = page.apply.emailCta;
  return (
    <>
      <PageHero hero={withEmailButton(page.hero, email)} />
      <Section id="perks" title={page.perks.title} subtitle={page.perks.subtitle}>
        <FeatureGrid items={page.perks.items} cols={featureCols(page.perks.items.length)} />
      </Section>
      <section className="bg-steel-50 py-14 sm:py-20">
        <div className="mx-auto grid max-w-6xl gap-6 px-4 sm:px-6 lg:grid-cols-2">
          <ListCard
            title={page.requirements.title}
            subtitle={page.requirements.subtitle}
            list={page.requirements.list}
          />
          <ListCard title={page.offer.title} subtitle={page.offer.subtitle} list={page.offer.list} />
        </div>
      </section>
      <Section id="apply" title={page.apply.title} subtitle={page.apply.subtitle}>
        <NumberedSteps steps={page.apply.steps} />
        <div className="mt-10 text-center">
          <ButtonLink href={email.href} size="lg">
            <Mail className="size-5" aria-hidden="true" />
            {email.label}
          </ButtonLink>
        </div>
      </Section>
      <Section id="about-shop" title={page.about.title} tone="muted">
        <div className="mx-auto max-w-3xl space-y-4 text-center text-lg leading-relaxed text-steel-700">
          {page.about.content.map((p, i) => (
            <p key={i}>{p}</p>
          ))}
        </div>
      </Section>
    </>
  );
}
