import { cpSync, mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A throw-away copy of a project that shares its node_modules but has its own code, content and output: the real
 * content plus `extraPages` synthetic "service in town" pages (their files are returned, in order).
 */
export function scratchProject(root: string, extraPages: number): { dir: string; services: string[] } {
  const dir = mkdtempSync(join(tmpdir(), 'site-bench-'));
  // Code is copied (vike must find its page files inside the project); only node_modules is shared.
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'));
  for (const f of [
    'schema',
    'compiler',
    'scripts',
    'server',
    'src',
    'admin',
    'vite.config.ts',
    'tsconfig.json',
    'package.json',
  ])
    cpSync(join(root, f), join(dir, f), { recursive: true });
  cpSync(join(root, 'content'), join(dir, 'content'), { recursive: true });
  const towns = (
    JSON.parse(JSON.stringify(readFileSync(join(root, 'content/areas.yaml'), 'utf8').match(/city: .+/g))) as string[]
  ).map((l) => l.slice(6));
  const services = [
    'Oil Change',
    'Brake Service',
    'Engine Repair',
    'Battery Replacement',
    'Transmission Service',
    'Wheel Alignment',
    'Computer Diagnostics',
    'Air Conditioning',
    'Suspension Repair',
    'Timing Belt',
  ];
  const paragraph = (s: string, t: string, i: number) =>
    `Drivers in ${t} bring us their cars and trucks for ${s.toLowerCase()} because we explain the work before we start, quote a fair price and finish most jobs the same day. Visit ${i}: our ASE certified technicians inspect the whole system, show you what they find and only replace what is worn, using quality parts backed by our {warranty} warranty.`;
  const made: string[] = [];
  for (let i = 0; i < extraPages; i++) {
    const s = services[i % services.length]!;
    const t = `${towns[Math.floor(i / services.length) % towns.length]!} ${Math.floor(i / (services.length * towns.length)) + 1}`;
    const slug = `${s}-in-${t}`.toLowerCase().replace(/[^a-z0-9]+/g, '-');
    made.push(join(dir, 'content/services', `${slug}.yaml`));
    writeFileSync(
      join(dir, 'content/services', `${slug}.yaml`),
      [
        `name: ${s} in ${t}`,
        `summary: ${s} for drivers in ${t}, OH, from a family-owned shop with ASE certified technicians.`,
        'meta:',
        `  title: ${s} in ${t}, OH`,
        `  description: ${s} for ${t} drivers. Honest prices, same-day service and a {warranty} warranty from a family-owned shop.`,
        'serviceInfo:',
        `  title: ${s} for ${t} Drivers`,
        '  whatIsIt:',
        `    title: What Is ${s}?`,
        `    content: ["${paragraph(s, t, i)}", "${paragraph(s, t, i + 1)}", "${paragraph(s, t, i + 2)}"]`,
        '  howItsDone:',
        '    title: How We Do It',
        `    steps: [We listen to what you noticed, We inspect and test, We quote before any work, We repair and road-test around ${t}, We walk you through the ${s.toLowerCase()} work]`,
        '  symptoms:',
        '    title: Signs You Need It',
        `    list: [A warning light, A new noise, A change in how it drives around ${t}, Leaks under the vehicle after ${s.toLowerCase()}]`,
        '  importance:',
        '    title: Why It Matters',
        `    content: ["${paragraph(s, t, i + 3)}"]`,
        '',
      ].join('\n'),
    );
  }
  mkdirSync(join(dir, 'dist'), { recursive: true });
  return { dir, services: made };
}

/**
 * One synthetic service page's text changes, as an owner's edit of one service file would: its first step reads "We
 * listen to all you noticed", and the next edit of the same file puts "what you noticed" back (each edit a change).
 */
export function editOneService(file: string): void {
  const text = readFileSync(file, 'utf8');
  const [from, to] = text.includes('We listen to what you noticed')
    ? ['We listen to what you noticed', 'We listen to all you noticed']
    : ['We listen to all you noticed', 'We listen to what you noticed'];
  writeFileSync(file, text.replace(from, to));
}
