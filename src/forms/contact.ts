import { object, string, type InferType } from 'yup';
import { budgetOptions, serviceOptions } from '#src/content/contact';
import { emailField, honeypotField, messages, nameField, optionalText } from './common';

/** The contact form (docs/product/forms.md): one schema for the page and for POST /contact. */
export const contactSchema = object({
  'form-name': string().default('contact'),
  'bot-field': honeypotField(),
  name: nameField(),
  email: emailField(),
  company: optionalText(160),
  budget: string()
    .required('Please choose a budget range.')
    .oneOf(
      budgetOptions.map((o) => o.value),
      'Please choose a budget range.',
    ),
  service: string()
    .required('Please choose a service.')
    .oneOf(
      serviceOptions.map((o) => o.value),
      'Please choose a service.',
    ),
  message: string()
    .trim()
    .required('Please tell us a little about your project.')
    .min(10, 'Please tell us a little more (at least 10 characters).')
    .max(5000, messages.tooLong(5000)),
});

export type ContactInput = InferType<typeof contactSchema>;
