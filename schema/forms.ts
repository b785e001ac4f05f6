import { z } from 'zod';
import { Text } from './primitives.ts';

const Option = z
  .object({ value: z.string().regex(/^[a-z0-9-]*$/, 'Expected an option value like "oil-change"'), label: Text })
  .strict();
export type FormOption = z.infer<typeof Option>;

const Limits = z.object({ nameMin: z.number().int().positive(), phoneMin: z.number().int().positive() }).strict();

/**
 * Labels, options and messages of the three forms. The rules that use the messages and limits live in
 * schema/requests.ts, shared by the browser and the server.
 */
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
          .object({
            name: Text,
            email: Text,
            phone: Text,
            service: Text,
            tooLong: Text,
            success: Text,
            failure: Text,
          })
          .strict(),
        limits: Limits,
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
        submitting: Text,
        note: Text,
        messages: z
          .object({
            name: Text,
            phone: Text,
            email: Text,
            service: Text,
            preferredDate: Text,
            datePast: Text,
            dateClosed: Text,
            preferredTime: Text,
            tooLong: Text,
            success: Text,
            failure: Text,
          })
          .strict(),
        limits: Limits,
      })
      .strict(),
    contactQuote: z
      .object({
        title: Text,
        subtitle: Text,
        labels: z
          .object({
            name: Text,
            phone: Text,
            email: Text,
            service: Text,
            message: Text,
            consent: Text,
            special: Text,
          })
          .strict(),
        services: z.array(Option).min(1),
        submit: Text,
        sending: Text,
        consentRequired: z.object({ title: Text, description: Text }).strict(),
        success: z.object({ title: Text, description: Text }).strict(),
        messages: z
          .object({ name: Text, phone: Text, email: Text, service: Text, tooLong: Text, failure: Text })
          .strict(),
        limits: Limits,
      })
      .strict(),
  })
  .strict();
export type Forms = z.infer<typeof Forms>;
