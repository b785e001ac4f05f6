import { ShieldCheck } from '../../ui/icons.tsx';
import type { ResolvedService } from '../../../schema/service.ts';
import { Section } from '../../ui/section.tsx';

type PricingData = NonNullable<ResolvedService['pricing']>;

// Column headings: UI chrome, as content has no field for them (schema/service.ts PricingRow).
const columns = [
  ['vehicle', 'Vehicle'],
  ['estimate', 'Our Estimate'],
  ['partsCost', 'Parts'],
  ['laborCost', 'Labor'],
  ['dealerPrice', 'Dealer Price'],
  ['savings', 'You Save'],
] as const;

/** Typical prices by vehicle, as a table that scrolls sideways on narrow screens. */
export function ServicePricing({ pricing }: { pricing: PricingData }) {
  return (
    <Section id="pricing" title={pricing.title} subtitle={pricing.description} tone="muted">
      <div
        className="overflow-x-auto rounded-card bg-white shadow-card ring-1 ring-steel-100"
        tabIndex={0}
        role="region"
        aria-labelledby="pricing-caption"
      >
        <table className="w-full min-w-[40rem] text-left text-sm sm:text-base">
          <caption id="pricing-caption" className="sr-only">
            {pricing.title}
          </caption>
          <thead className="bg-navy-900 text-white">
            <tr>
              {columns.map(([key, label]) => (
                <th key={key} scope="col" className="px-4 py-3 font-semibold">
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-steel-100">
            {pricing.rows.map((row) => (
              <tr key={row.vehicle} className="even:bg-steel-50">
                <th scope="row" className="px-4 py-3 font-semibold text-navy-900">
                  {row.vehicle}
                </th>
                <td className="px-4 py-3 font-bold text-accent-700">{row.estimate}</td>
                <td className="px-4 py-3 text-steel-700">{row.partsCost}</td>
                <td className="px-4 py-3 text-steel-700">{row.laborCost}</td>
                <td className="px-4 py-3 text-steel-600 line-through decoration-steel-500">{row.dealerPrice}</td>
                <td className="px-4 py-3 font-semibold text-navy-700">{row.savings}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="mt-6 flex flex-col items-center gap-2 text-center">
        <p className="text-lg font-semibold text-navy-900">{pricing.ctaText}</p>
        <p className="inline-flex items-center gap-2 text-steel-600">
          <ShieldCheck className="size-5 text-accent-600" aria-hidden="true" />
          {pricing.warrantyText}
        </p>
      </div>
    </Section>
  );
}
