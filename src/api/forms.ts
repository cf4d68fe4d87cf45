import type { ContactInput } from '#src/forms/contact';
import type { LeadInput, NewsletterInput } from '#src/forms/lead';
import { postJson, type RequestOptions } from './http';

/** Where each form posts, and what it posts (the server validates the same schema). */
export type FormPayloads = {
  contact: ContactInput;
  lead: LeadInput;
  newsletter: NewsletterInput;
};
export type FormName = keyof FormPayloads;

export const formEndpoints = {
  /** The same address the no-JavaScript form posts to; with JSON it answers JSON. */
  contact: '/contact',
  lead: '/api/leads',
  newsletter: '/api/newsletter',
} as const satisfies Record<FormName, string>;

/** The answer to an accepted submission (a newsletter answer carries no id: it never tells whether an address was already subscribed). */
export type FormAccepted = { id?: string; status: 'accepted' };

/** A form's data; react-hook-form has validated it with the form's own schema. */
export type FormData = FormPayloads[FormName];
export type FormSubmission = { form: FormName; data: FormData };

/** Default implementation of the form machine's `submitForm` actor: POST the data as JSON to the form's endpoint. */
export const submitForm = ({ form, data }: FormSubmission, options: RequestOptions = {}) =>
  postJson<FormAccepted>(formEndpoints[form], data, options);
