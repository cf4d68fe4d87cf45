import type { LeadInput } from '#src/forms/lead';
import { postJson, type RequestOptions } from './http';

export type Accepted = { id: string; status: 'accepted' };

/** Default implementation of the chat machine's `saveLead` actor (lead forms go through `submitForm` in ./forms). */
export const postLead = (input: LeadInput, options: RequestOptions = {}) => postJson<Accepted>('/api/leads', input, options);
