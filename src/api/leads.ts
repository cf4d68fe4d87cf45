import type { LeadInput, NewsletterInput } from '../forms/lead';
import { postJson } from './http';

export type Accepted = { id: string; status: 'accepted' };

/** Default implementation of the leadForm machine's `submitLead` actor. */
export const postLead = (input: LeadInput) => postJson<Accepted>('/api/leads', input);

/** Default implementation for newsletter subscriptions: always `accepted` with no id (the answer never tells whether an address was already subscribed). */
export const postNewsletter = (input: NewsletterInput) => postJson<{ status: 'accepted' }>('/api/newsletter', input);
