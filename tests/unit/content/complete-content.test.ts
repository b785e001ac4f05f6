import { beforeAll, describe, expect, it } from 'vitest';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { compile, type CompiledSite } from '../../../compiler/compile.ts';
import { searchServices } from '../../../src/lib/search-services.ts';

let site: CompiledSite;
beforeAll(() => {
  const result = compile(process.cwd());
  expect(result.problems).toEqual([]);
  site = result.site!;
});

const specServices = 'engine-repair, brake-service, oil-change, battery-replacement, auxiliary-battery-replacement, air-conditioning, computer-diagnostics, transmission-service, suspension-repair, exhaust-system-repair, starter-replacement, alternator-repair, radiator-repair, multi-point-inspection, spark-plugs-ignition, fuel-system-service, timing-belt-service, electrical-system-repair, fleet-maintenance, serpentine-belt-replacement, drive-belt-tensioner-replacement, power-steering-belt-replacement, brake-pad-replacement, brake-rotor-replacement, brake-system-inspection, brake-fluid-service, brake-caliper-replacement, emergency-brake-repair, abs-system-diagnosis, cooling-system-service, engine-performance-tuning, transmission-fluid-service, power-steering-service, wheel-alignment, shock-strut-replacement'.split(', ');
const ownPages = ['maintenance', 'valve-cover-gasket', 'head-gasket', 'fuel-pump', 'fuel-filter', 'fuel-injectors', 'fuel-cleaning', 'gas-cap'];
const fullPages = ['oil-change', 'brake-service', 'engine-repair', 'battery-replacement', 'auxiliary-battery-replacement', 'air-conditioning', 'computer-diagnostics', 'transmission-service', 'suspension-repair'];

function contentFiles(dir = 'content'): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.(ya?ml|md)$/.test(e.name))
    .map((e) => join(e.parentPath, e.name));
}

describe('the complete content', () => {
  it('has every service page of the spec and the decisions, with the five aliases', () => {
    const slugs = site.pages.filter((p) => p.route.kind === 'service').map((p) => p.route.path.replace('/services/', ''));
    expect(slugs.sort()).toEqual([...specServices, ...ownPages].sort());
    expect(Object.fromEntries(site.redirects.map((r) => [r.from, r.to]))).toEqual({
      '/services/inspection': '/services/multi-point-inspection',
      '/services/ignition-system': '/services/spark-plugs-ignition',
      '/services/abs-system': '/services/abs-system-diagnosis',
      '/services/brake-caliper': '/services/brake-caliper-replacement',
      '/services/belt-tensioner': '/services/drive-belt-tensioner-replacement',
    });
  });

  it('gives the nine full pages every template field, and declares reuse instead of copying', () => {
    const raw = Object.fromEntries(site.content.service.map((s) => [s.slug, s.data]));
    for (const slug of fullPages) {
      const s = raw[slug]!;
      expect(s.hero && Object.keys(s.hero).sort(), slug).toEqual(['badge', 'description', 'features', 'highlightedTitle', 'primaryCta', 'secondaryCta', 'title']);
      expect(Object.keys(s.serviceInfo ?? {}).sort(), slug).toEqual(['howItsDone', 'importance', 'symptoms', 'title', 'whatIsIt']);
      expect(s.popularServices && s.reviews && s.cta, slug).toBeTruthy();
    }
    expect(raw['transmission-fluid-service']!.reuses).toBe('transmission-service');
    expect(raw['power-steering-service']!.reuses).toBe('suspension-repair');
    expect(raw['shock-strut-replacement']!.reuses).toBe('suspension-repair');
    expect(raw['engine-performance-tuning']!.reuses).toBe('spark-plugs-ignition');
    expect(raw['cooling-system-service']!.reuses).toBeDefined();
  });

  it('gives every other service page its own substance', () => {
    const resolved = site.pages.filter((p) => p.data.kind === 'service').map((p) => (p.data as { service: { slug: string; serviceInfo: { whatIsIt: { content: string[] }; symptoms: { list: string[] } } } }).service);
    const openings = new Set<string>();
    for (const s of resolved) {
      expect(s.serviceInfo.whatIsIt.content.join(' ').split(/\s+/).length, s.slug).toBeGreaterThan(40);
      expect(s.serviceInfo.symptoms.list.length, s.slug).toBeGreaterThanOrEqual(3);
      openings.add(s.serviceInfo.whatIsIt.content[0]!);
    }
    expect(openings.size, 'no two pages open with the same text').toBe(resolved.length);
  });

  it('lists every service page and every directory path of the spec in the 11 groups', () => {
    const groups = site.content.services.categories;
    expect(groups).toHaveLength(11);
    const hrefs = new Set(groups.flatMap((g) => g.services.map((s) => s.href)));
    for (const slug of [...specServices, ...ownPages, 'inspection', 'ignition-system']) expect(hrefs.has(`/services/${slug}`), slug).toBe(true);
    expect(searchServices(groups, '').total).toBe(groups.reduce((n, g) => n + g.services.length, 0));
  });

  it('has 44 makes, 12 make pages with the spec figures, and the 12-make home grid', () => {
    expect(site.content.makes.makes).toHaveLength(44);
    const details = Object.fromEntries(site.content.make.map((m) => [m.slug, m.data]));
    expect(Object.keys(details).sort()).toEqual(['acura', 'bmw', 'chevrolet', 'dodge', 'ford', 'honda', 'hyundai', 'jeep', 'mercedes-benz', 'nissan', 'toyota', 'volkswagen']);
    expect(site.content.home.makes.slugs).toEqual(['bmw', 'toyota', 'honda', 'ford', 'chevrolet', 'nissan', 'dodge', 'volkswagen', 'mercedes-benz', 'jeep', 'acura', 'hyundai']);
    const miles = (slug: string) => details[slug]!.maintenanceSchedule.map((e) => e.mileage.text);
    expect(miles('honda')).toEqual(['7,500', '15,000', '30,000', '60,000', '90,000']);
    expect(miles('toyota')).toEqual(['6,000', '12,000', '15,000', '30,000', '60,000']);
    expect(miles('bmw')).toEqual(['16,000', '32,000', '48,000', '64,000']);
    expect(miles('ford')).toEqual(['3,000', '6,000', '15,000', '30,000', '60,000']);
    expect(miles('chevrolet')).toEqual(['7,500', '15,000', '30,000']);
    expect(miles('nissan')).toEqual(['5,000', '15,000', '30,000']);
    for (const [slug, n] of [['honda', 6], ['toyota', 6], ['bmw', 6], ['ford', 6], ['chevrolet', 3], ['nissan', 3]] as const)
      expect(details[slug]!.commonServices, slug).toHaveLength(n);
    for (const m of Object.values(details)) {
      expect(m.popularModels.length).toBeGreaterThanOrEqual(11);
      expect(m.popularModels.length).toBeLessThanOrEqual(15);
      expect(m.commonServices.length).toBeGreaterThanOrEqual(3);
    }
    const price = (slug: string, name: RegExp) => details[slug]!.commonServices.find((s) => name.test(s.name))?.estimatedCost;
    expect(price('honda', /^Oil Change/)).toBe('$45-$75');
    expect(price('honda', /^Brake Service/)).toBe('$180-$380');
    expect(price('honda', /^Timing Belt/)).toBe('$450-$750');
    expect(price('toyota', /^Oil Change/)).toBe('$40-$70');
    expect(price('bmw', /^Oil Service/)).toBe('$80-$120');
    expect(price('ford', /^Oil Change/)).toBe('$35-$65');
    expect(price('chevrolet', /^Oil Change/)).toBe('$40-$70');
    expect(price('nissan', /^CVT Service/)).toBe('$180-$320');
  });

  it('has the ten service areas of the spec, the town lists and the fixed counts', () => {
    const areas = site.content.areas.areas.map((a) => [a.city, a.zipCodes.join(','), a.driveTime, a.isPrimary]);
    expect(areas).toEqual([
      ['Lebanon', '45036', '0 min', true], ['Mason', '45040', '15 min', true], ['Springboro', '45066', '10 min', true],
      ['Franklin', '45005', '12 min', true], ['Clearcreek Township', '45036', '8 min', true], ['Waynesville', '45068', '15 min', false],
      ['Loveland', '45140', '20 min', false], ['Middletown', '45042,45044', '18 min', false], ['Carlisle', '45005', '20 min', false],
      ['West Chester', '45069,45071', '25 min', false],
    ]);
    expect(site.content.home.towns.list).toHaveLength(16);
    expect(site.content.about.towns.list).toHaveLength(12);
    expect(site.content.home.faq.items).toHaveLength(6);
    expect(site.content.home.features.items.map((f) => f.title)).toEqual(['Routine Maintenance', 'Professional Diagnostics', 'Complete Repairs']);
    expect(site.content.home.trust.items.map((f) => f.title)).toEqual(['ASE Certified Technicians', 'Transparent Pricing', 'Quality Parts & Warranties', 'Same-Day Service']);
    expect(site.content.home.servicesList.items.length).toBeGreaterThanOrEqual(15);
    expect(site.content.home.process.steps).toHaveLength(3);
    expect(site.content.forms.heroQuote.services).toHaveLength(5);
    expect(site.content.fleet.services.list).toHaveLength(10);
    expect(site.content.fleet.benefits.items).toHaveLength(4);
    expect(site.content.fleet.program.items.map((i) => i.title)).toEqual(['Scheduled Maintenance', 'Priority Service', 'Volume Pricing']);
    expect(site.content.fleet.vehicleTypes.items.map((v) => v.name)).toEqual(['Delivery Vans', 'Service Trucks', 'Commercial Cars', 'Small Box Trucks']);
    expect(site.content['become-a-mechanic'].perks.items).toHaveLength(4);
    expect(site.content['become-a-mechanic'].apply.steps).toHaveLength(3);
    expect(site.content['how-it-works'].steps.items).toHaveLength(4);
  });

  it('has six articles of March 2024 in the five categories, each a real read', () => {
    const articles = site.content.article;
    expect(articles).toHaveLength(6);
    expect(new Set(articles.map((a) => a.data.category))).toEqual(new Set(['Maintenance', 'Safety', 'Seasonal', 'Diagnostics', 'Electrical']));
    for (const a of articles) {
      expect(a.data.date).toMatch(/^2024-03-\d\d$/);
      expect(a.body.split(/\s+/).length, a.slug).toBeGreaterThanOrEqual(600);
    }
    expect(articles.filter((a) => a.data.featured).length).toBeGreaterThanOrEqual(1);
  });

  it('has no placeholder text, one phone number, one warranty wording and one way to write the hours', () => {
    const all = contentFiles().map((f) => [f, readFileSync(f, 'utf8')] as const);
    for (const [file, text] of all) {
      expect(text, file).not.toMatch(/lorem ipsum|\bTODO\b|coming soon|service description here|\[insert|tbd\b/i);
      expect(text, file).not.toMatch(/\b(12|twelve)[- ]month(?!s \/)|1[- ]year warranty|12k miles/i);
    }
    const built = JSON.stringify(site.pages.map((p) => p.data)) + JSON.stringify(site.content);
    const phones = new Set([...built.matchAll(/\(?\b\d{3}\)?[\s.-]\d{3}-\d{4}\b/g)].map((m) => m[0].replace(/\D/g, '')));
    expect([...phones]).toEqual(['5135550142']);
    expect(built).toContain('12 months / 12,000 miles');
    expect(built).not.toMatch(/\b[0-9]{1,2}\s?(AM|PM)\s?-\s?[0-9]{1,2}:[0-9]{2}/);
  });

  it('has every text the spec quotes, exactly', () => {
    const text = JSON.stringify(site.content);
    for (const quoted of [
      'Name must be at least 2 characters', 'Please enter a valid email address', 'Please enter a valid phone number', 'Please select a service',
      'Submitting...', "Quote request submitted! We'll contact you soon.", 'Something went wrong. Please try again.',
      'Sending...', 'Consent Required', 'Please agree to be contacted about your service request.', 'Message Sent!',
      "We'll contact you within 1 business hour during operating hours.", 'No Services Found', 'Clear Search',
      'Oops! Page not found', 'Return to Home', 'Detailed Info', 'Not Sure If We Serve Your Area?', 'Now Hiring',
      'Morning (8 AM - 12 PM)', 'Afternoon (12 PM - 5 PM)', 'Select a service', 'Primary Service Areas', 'Extended Service Areas',
      'Latest Articles', 'Quick Maintenance Tips', 'Email Resume', 'Read More',
    ]) expect(text, quoted).toContain(JSON.stringify(quoted).slice(1, -1));
    expect(site.content.services.search.found).toMatch(/^Found \{count\} service\(s\) matching/);
    expect(site.content.services.search.none).toMatch(/^No services found matching/);
  });
});
