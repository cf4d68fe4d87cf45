import type { LeadInput, NewsletterInput } from '../forms/lead';
import { postJson } from './http';

export type Accepted = { id: string; status: 'accepted' };

/** Default implementation of the leadForm machine's `submitLead` actor. */
export const postLead = (input: LeadInput) => postJson<Accepted>('/api/leads', input);

/** Default implementation for newsletter subscriptions. */
export const postNewsletter = (input: NewsletterInput) => postJson<Accepted>('/api/newsletter', input);
