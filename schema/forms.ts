import { z } from 'zod';
import { Text } from './primitives.ts';

const Option = z
  .object({ value: z.string().regex(/^[a-z0-9-]*$/, 'Expected an option value like "oil-change"'), label: Text })
  .strict();

/** Labels, options and messages of the three forms: the validation rules themselves live in src/forms. */
export const Forms = z
  .object({
    heroQuote: z
      .object({
        title: Text,
        subtitle: Text,
        labels: z.object({ name: Text, email: Text, phone: Text, service: Text }).strict(),
        placeholders: z.object({ name: Text, email: Text, phone: Text, service: Text }).strict(),
        services: z.array(Option).min(1),
        submit: Text,
        submitting: Text,
        messages: z
          .object({ name: Text, email: Text, phone: Text, service: Text, success: Text, failure: Text })
          .strict(),
        limits: z.object({ nameMin: z.number().int().positive(), phoneMin: z.number().int().positive() }).strict(),
      })
      .strict(),
    serviceRequest: z
      .object({
        title: Text,
        subtitle: Text,
        labels: z
          .object({
            name: Text,
            phone: Text,
            email: Text,
            vehicleYear: Text,
            vehicleMake: Text,
            vehicleModel: Text,
            service: Text,
            preferredDate: Text,
            preferredTime: Text,
            message: Text,
          })
          .strict(),
        services: z.array(Option).min(1),
        times: z.array(Option).min(1),
        submit: Text,
        note: Text,
      })
      .strict(),
    contactQuote: z
      .object({
        title: Text,
        subtitle: Text,
        labels: z
          .object({ name: Text, phone: Text, email: Text, service: Text, message: Text, consent: Text })
          .strict(),
        services: z.array(Option).min(1),
        submit: Text,
        sending: Text,
        delayMs: z.number().int().min(0),
        consentRequired: z.object({ title: Text, description: Text }).strict(),
        success: z.object({ title: Text, description: Text }).strict(),
      })
      .strict(),
  })
  .strict();
export type Forms = z.infer<typeof Forms>;
