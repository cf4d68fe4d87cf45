import type { LeadInput } from '../forms/lead';
import { postJson } from './http';

export type Accepted = { id: string; status: 'accepted' };

/** Default implementation of the chat machine's `saveLead` actor (lead forms go through `submitForm` in ./forms). */
export const postLead = (input: LeadInput) => postJson<Accepted>('/api/leads', input);
