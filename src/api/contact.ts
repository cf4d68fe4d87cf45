import type { ContactInput } from '../forms/contact';
import { postJson } from './http';

/** Default implementation of the contactForm machine's `submitContact` actor: the script-driven submit. */
export const postContact = (input: ContactInput) => postJson<{ id: string; status: 'accepted' }>('/contact', input);
