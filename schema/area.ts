import { z } from 'zod';
import { Text } from './primitives.ts';

export const ServiceArea = z
  .object({
    city: Text,
    state: z.string().regex(/^[A-Z]{2}$/, 'Expected a two-letter state code like "OH"'),
    zipCodes: z.array(z.string().regex(/^\d{5}$/, 'Expected a 5-digit zip code like "45036"')).min(1),
    driveTime: z.string().regex(/^\d{1,3} min$/, 'Expected a drive time like "15 min"'),
    isPrimary: z.boolean(),
    description: Text,
  })
  .strict();
export type ServiceArea = z.infer<typeof ServiceArea>;

export const ServiceAreas = z.object({ areas: z.array(ServiceArea).min(1) }).strict();
export type ServiceAreas = z.infer<typeof ServiceAreas>;
