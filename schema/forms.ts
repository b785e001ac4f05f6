import { z } from 'zod';
import { Text } from './primitives.ts';
import { item, says } from './field-words.ts';

/** What a form's field is called in the owner's words, for the labels, placeholders and messages of each form. */
const FIELD_NAMES = {
  name: 'name',
  email: 'e-mail address',
  phone: 'phone number',
  service: 'service',
  vehicleYear: "vehicle's year",
  vehicleMake: "vehicle's make",
  vehicleModel: "vehicle's model",
  preferredDate: 'preferred day',
  preferredTime: 'preferred time',
  message: 'message',
  consent: 'consent box',
  special: 'chosen offer',
} as const;
type FormField = keyof typeof FIELD_NAMES;
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The words of a group of fields, one per form field: `labels`, `placeholders` or `messages`. */
function perField<const K extends FormField>(keys: readonly K[], words: (name: string) => [string, string, string]) {
  return Object.fromEntries(
    keys.map((k) => {
      const [label, help, example] = words(FIELD_NAMES[k]);
      return [k, says(Text, { label, help, example })];
    }),
  ) as Record<K, typeof Text>;
}
const labels = <const K extends FormField>(...keys: K[]) =>
  says(z.object(perField(keys, (n) => [`Label of the ${n}`, `Above the ${n} box`, cap(n)])).strict(), {
    label: "Fields' labels",
    help: 'The words above each box of the form',
    keywords: ['form', 'field'],
  });
const problemMessage = (n: string): [string, string, string] => [
  `When the ${n} is missing or wrong`,
  'Shown under the box',
  `Please enter your ${n}`,
];

const Option = z
  .object({
    value: says(z.string().regex(/^[a-z0-9-]*$/, 'Expected an option value like "oil-change"'), {
      label: 'Code',
      help: 'Lower-case letters and hyphens, kept with the request (the inbox shows the words)',
      example: 'oil-change',
    }),
    label: says(Text, { label: 'Words', help: 'What the visitor picks', example: 'Oil Change' }),
  })
  .strict();
const services = says(z.array(item(Option, 'Service')).min(1), {
  label: 'Services to pick from',
  help: 'The choices of the service box',
  keywords: ['options', 'dropdown'],
});

const Limits = says(
  z
    .object({
      nameMin: says(z.number().int().positive(), {
        label: 'Shortest name',
        help: 'In letters',
        example: 2,
      }),
      phoneMin: says(z.number().int().positive(), {
        label: 'Fewest digits of a phone number',
        help: 'In digits',
        example: 10,
      }),
    })
    .strict(),
  { label: 'Limits', help: 'What the form accepts' },
);

const title = says(Text, { label: 'Heading', help: 'Above the form', example: 'Get a Free Quote' });
const subtitle = says(Text, {
  label: 'Text under the heading',
  help: 'One sentence',
  example: 'Tell us what your vehicle needs.',
  long: true,
});
const submit = says(Text, { label: 'Send button', help: 'Its words', example: 'Get Free Quote' });
const sending = says(Text, {
  label: 'While sending',
  help: 'The button while the form is sent',
  example: 'Sending...',
});
const tooLong = says(Text, {
  label: 'When a text is too long',
  help: 'Shown under the box',
  example: 'This is too long. Please shorten it.',
});
const success = says(Text, {
  label: 'When it is sent',
  help: 'Thanks, shown after sending',
  example: "We'll contact you soon.",
});
const failure = says(Text, {
  label: 'When it could not be sent',
  help: 'Shown when sending failed',
  example: 'Something went wrong. Please try again.',
});
const messages = <S extends z.core.$ZodLooseShape>(shape: S) =>
  says(z.object(shape).strict(), {
    label: 'Messages',
    help: 'What the form says when something is missing or wrong, and after sending',
    keywords: ['error', 'validation'],
  });
const form = <S extends z.core.$ZodLooseShape>(label: string, help: string, keywords: string[], shape: S) =>
  says(z.object(shape).strict(), { label, help, keywords });

/**
 * Labels, options and messages of the three forms. The rules that use the messages and limits live in
 * schema/requests.ts, shared by the browser and the server.
 */
export const Forms = z
  .object({
    heroQuote: form('Quote form at the top of the home page', 'Name, contact and service', ['quote', 'home'], {
      title,
      subtitle,
      labels: labels('name', 'email', 'phone', 'service'),
      placeholders: says(
        z
          .object(
            perField(['name', 'email', 'phone', 'service'], (n) => [
              `Hint in the ${n} box`,
              'Grey words in the empty box',
              `Your ${n}`,
            ]),
          )
          .strict(),
        { label: 'Hints in the boxes', help: 'Grey words shown while a box is empty', keywords: ['placeholder'] },
      ),
      services,
      submit,
      submitting: sending,
      messages: messages({
        ...perField(['name', 'email', 'phone', 'service'], problemMessage),
        tooLong,
        success,
        failure,
      }),
      limits: Limits,
    }),
    serviceRequest: form(
      'Service request form on the home page',
      'Vehicle, service, day and time',
      ['appointment', 'booking', 'schedule'],
      {
        title,
        subtitle,
        labels: labels(
          'name',
          'phone',
          'email',
          'vehicleYear',
          'vehicleMake',
          'vehicleModel',
          'service',
          'preferredDate',
          'preferredTime',
          'message',
        ),
        services,
        times: says(z.array(item(Option, 'Time')).min(1), {
          label: 'Times to pick from',
          help: 'The choices of the preferred time box',
          keywords: ['options', 'hours'],
        }),
        submit,
        submitting: sending,
        note: says(Text, {
          label: 'Note under the button',
          help: 'What happens next',
          example: 'We will call to confirm your appointment.',
        }),
        messages: messages({
          ...perField(['name', 'phone', 'email', 'service', 'preferredDate'], problemMessage),
          datePast: says(Text, {
            label: 'When the day has passed',
            help: 'Shown under the day',
            example: 'Please pick a day from today on',
          }),
          dateClosed: says(Text, {
            label: 'When the shop is closed that day',
            help: 'Shown under the day',
            example: 'We are closed that day: please pick another',
          }),
          ...perField(['preferredTime'], problemMessage),
          tooLong,
          success,
          failure,
        }),
        limits: Limits,
      },
    ),
    contactQuote: form('Quote form on the contact page', 'Name, contact, service and message', ['contact', 'quote'], {
      title,
      subtitle,
      labels: labels('name', 'phone', 'email', 'service', 'message', 'consent', 'special'),
      services,
      submit,
      sending,
      consentRequired: says(
        z
          .object({
            title: says(Text, { label: 'Heading', help: 'When the box is not ticked', example: 'Please agree first' }),
            description: says(Text, {
              label: 'Text under the heading',
              help: 'Why the box must be ticked',
              example: 'We need your consent to contact you.',
            }),
          })
          .strict(),
        { label: 'When the consent box is not ticked', help: 'The message shown' },
      ),
      success: says(
        z
          .object({
            title: says(Text, { label: 'Heading', help: 'After sending', example: 'Thank you!' }),
            description: says(Text, {
              label: 'Text under the heading',
              help: 'What happens next',
              example: "We'll call you soon.",
            }),
          })
          .strict(),
        { label: 'When it is sent', help: 'Thanks, shown after sending' },
      ),
      messages: messages({
        ...perField(['name', 'phone', 'email', 'service'], problemMessage),
        tooLong,
        failure,
      }),
      limits: Limits,
    }),
  })
  .strict();
export type Forms = z.infer<typeof Forms>;
