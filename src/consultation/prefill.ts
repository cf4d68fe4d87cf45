/**
 * Query-string prefill for /schedule-consultation: the chat's booking link
 * sends what it already collected (`?name=&email=&company=&project_type=`).
 * `parseConsultationSearch` is the route's `validateSearch`: anything unknown,
 * malformed or too long is dropped, so a crafted link can only fill fields
 * with plausible text. It must stay light (it runs in the router's entry
 * bundle): the project type is mapped onto the wizard's list by `toPrefill`
 * (./project-type.ts) in the page's own chunk.
 */
import type { ProjectType } from '#src/content/consultation';
import { EMAIL_PATTERN } from '#src/forms/patterns';

/** What the route's `validateSearch` keeps (the project type is still raw text here). */
export type ConsultationSearch = {
  name?: string;
  email?: string;
  company?: string;
  project_type?: string;
};

/** The prefill the wizard uses: the project type mapped onto the wizard's list (or dropped). */
export type ConsultationPrefill = Omit<ConsultationSearch, 'project_type'> & { project_type?: ProjectType };

const text = (value: unknown, max: number) => {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  const clean = String(value)
    .split('')
    .map((c) => (c.charCodeAt(0) < 32 || c.charCodeAt(0) === 127 ? ' ' : c))
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
  return clean && clean.length <= max ? clean : undefined;
};

export function parseConsultationSearch(search: Record<string, unknown>): ConsultationSearch {
  const out: ConsultationSearch = {};
  const name = text(search.name, 120);
  if (name && name.length >= 2) out.name = name;
  const email = text(search.email, 254);
  if (email && EMAIL_PATTERN.test(email)) out.email = email;
  const company = text(search.company, 160);
  if (company) out.company = company;
  const projectType = text(search.project_type, 80);
  if (projectType) out.project_type = projectType;
  return out;
}
