export type ClientProject = {
  readonly name: string;
  readonly format: string;
  readonly stage: string;
  /** Badge colour: accent (review), warning (in progress), success (done). */
  readonly tone: 'accent' | 'warning' | 'success';
  /** Share of the production done, 0-100. */
  readonly progress: number;
  readonly nextStep: string;
  readonly due: string;
  readonly producer: string;
};

/**
 * The client area (/client). SPEC: the support variant of the chat shows
 * hard-coded sample project statuses; these are those samples, labelled as such.
 */
export const clientPortal = {
  signedInAs: 'Signed in as client',
  checking: 'Checking your session…',
  signedOutShell: 'Sign in with a client account to see your projects.',
  statusTitle: 'Project status',
  sampleNote: 'Sample projects, shown for demonstration.',
  projects: [
    {
      name: 'Spring launch brand film',
      format: '60-second brand film and three 15-second cut-downs',
      stage: 'In review',
      tone: 'accent',
      progress: 75,
      nextStep: 'Your notes on the second cut',
      due: 'Feedback due Friday',
      producer: 'Maya, producer',
    },
    {
      name: 'Recruitment series',
      format: 'Four 45-second employee stories',
      stage: 'In production',
      tone: 'warning',
      progress: 40,
      nextStep: 'Voice-over recording in English and Spanish',
      due: 'First cuts next week',
      producer: 'Jonas, director',
    },
    {
      name: 'Product stills',
      format: 'AI image set, 24 campaign visuals',
      stage: 'Delivered',
      tone: 'success',
      progress: 100,
      nextStep: 'Final files are in your delivery folder',
      due: 'Delivered',
      producer: 'Ines, image lead',
    },
  ] satisfies readonly ClientProject[],
  support: {
    title: 'Need something from the team?',
    text: 'Questions about a cut, a new deadline or an extra format: write to us and your producer replies within 24 hours.',
    contact: 'Contact the team',
    consultation: 'Plan a new project',
  },
} as const;
