import { chatCopy, type SupportProject } from './chat';

export type ProjectStage = SupportProject['status'];

export type ClientProject = SupportProject & {
  /** Badge colour: accent (review, scheduled), warning (in production), success (delivered). */
  readonly tone: 'accent' | 'warning' | 'success';
  /** Share of the production done, 0-100. */
  readonly progress: number;
  readonly timing: string;
  readonly contact: string;
};

const stageTone: Record<ProjectStage, ClientProject['tone']> = {
  Scheduled: 'accent',
  'In production': 'warning',
  'In review': 'accent',
  Delivered: 'success',
};

const stageProgress: Record<ProjectStage, number> = { Scheduled: 5, 'In production': 45, 'In review': 75, Delivered: 100 };

/** What the portal adds to the chat's sample statuses, by project reference. */
const details: Record<string, { timing: string; contact: string; progress?: number }> = {
  'LUM-2417': { timing: 'Your notes by Friday', contact: 'Maya, producer', progress: 80 },
  'LUM-2388': { timing: 'First cuts next week', contact: 'Jonas, director', progress: 40 },
  'LUM-2351': { timing: 'Delivered', contact: 'Ines, producer' },
  'LUM-2440': { timing: 'Kick-off this week', contact: 'Maya, producer' },
};

/**
 * The client area (/client). The support variant of the chat shows
 * hard-coded sample project statuses; the status panel shows the same samples
 * (from the chat's copy, the one source), labelled as samples, with progress
 * and a named contact, beside the support chat itself.
 */
export const clientPortal = {
  signedInAs: 'Signed in as client',
  checking: 'Checking your session…',
  signedOutShell: 'Sign in with a client account to see your projects.',
  statusTitle: 'Project status',
  sampleNote: 'Sample projects, shown for demonstration.',
  projects: chatCopy.supportProjects.map((project): ClientProject => ({
    ...project,
    tone: stageTone[project.status],
    progress: details[project.ref]?.progress ?? stageProgress[project.status],
    timing: details[project.ref]?.timing ?? project.status,
    contact: details[project.ref]?.contact ?? 'Your producer',
  })),
  support: {
    title: 'Ask Avery',
    text: 'Avery has the latest on each production. For a cut, a new deadline or an extra format, your producer replies within 24 hours.',
    chatSubtitle: 'Client desk',
    contact: 'Contact the team',
    consultation: 'Plan a new project',
  },
} as const;
