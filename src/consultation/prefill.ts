/**
 * Query-string prefill for /schedule-consultation: the chat's booking link
 * sends what it already collected (`?name=&email=&company=&project_type=`).
 * Used as the route's `validateSearch`: anything unknown, malformed or too
 * long is dropped, so a crafted link can only fill fields with plausible text.
 */
import { projectTypes, type ProjectType } from '../content/consultation';
import { EMAIL_PATTERN } from '../forms/common';

export type ConsultationSearch = {
  name?: string;
  email?: string;
  company?: string;
  project_type?: ProjectType;
};

/** The chat's own project labels (SPEC section 4) mapped onto the wizard's list. */
const projectTypeAliases: Record<string, ProjectType> = {
  'social content': 'Social Media Content',
  'social media': 'Social Media Content',
  'tv commercial': 'TV Commercial',
  'corporate video': 'Corporate Video',
  'brand films': 'Brand Films',
  'brand film': 'Brand Films',
};

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

export function toProjectType(value: unknown): ProjectType | undefined {
  const raw = text(value, 80);
  if (!raw) return undefined;
  const exact = projectTypes.find((p) => p.toLowerCase() === raw.toLowerCase());
  return exact ?? projectTypeAliases[raw.toLowerCase()];
}

export function parseConsultationSearch(search: Record<string, unknown>): ConsultationSearch {
  const out: ConsultationSearch = {};
  const name = text(search.name, 120);
  if (name && name.length >= 2) out.name = name;
  const email = text(search.email, 254);
  if (email && EMAIL_PATTERN.test(email)) out.email = email;
  const company = text(search.company, 160);
  if (company) out.company = company;
  const projectType = toProjectType(search.project_type);
  if (projectType) out.project_type = projectType;
  return out;
}

export const hasPrefill = (search: ConsultationSearch) => Object.keys(search).length > 0;
