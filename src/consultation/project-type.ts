import { projectTypes, type ProjectType } from '#src/content/consultation';
import type { ConsultationPrefill, ConsultationSearch } from './prefill';

/** The chat's own project labels (docs/product/chat.md) mapped onto the wizard's list. */
const aliases: Record<string, ProjectType> = {
  'social content': 'Social Media Content',
  'social media': 'Social Media Content',
  'brand film': 'Brand Films',
};

/** A project type from a link or another flow, as one of the wizard's options (case-insensitive), or undefined. */
export function toProjectType(value: unknown): ProjectType | undefined {
  if (typeof value !== 'string') return undefined;
  const key = value.trim().toLowerCase();
  if (!key) return undefined;
  return projectTypes.find((p) => p.toLowerCase() === key) ?? aliases[key];
}

/** The booking link's parameters as the wizard's prefill: the project type mapped, or dropped when unknown. */
export function toPrefill(search: ConsultationSearch): ConsultationPrefill {
  const { project_type: raw, ...rest } = search;
  const projectType = toProjectType(raw);
  return projectType ? { ...rest, project_type: projectType } : rest;
}
