import { object, string, type InferType } from 'yup';
import { emailField, honeypotField, messages, nameField, optionalText } from './common';

/** Where a lead came from (the `source` of POST /api/leads). */
export const leadSources = ['chat', 'service-page', 'portfolio', 'for-brands', 'imagination-engine', 'other'] as const;

/**
 * Lead-form submissions and chat leads: POST /api/leads (JSON).
 * Chat leads add project_type, timeline, budget_band and conversation_id.
 */
export const leadSchema = object({
  source: string().oneOf(leadSources, messages.choose).required(messages.choose),
  name: nameField(),
  email: emailField(),
  company: optionalText(160),
  message: optionalText(5000),
  service: optionalText(80),
  page: optionalText(300),
  project_type: optionalText(80),
  timeline: optionalText(80),
  budget_band: optionalText(80),
  conversation_id: optionalText(100),
  'bot-field': honeypotField(),
});

export type LeadInput = InferType<typeof leadSchema>;

/** Newsletter subscription: POST /api/newsletter (JSON). */
export const newsletterSchema = object({
  email: emailField(),
  page: optionalText(300),
  'bot-field': honeypotField(),
});

export type NewsletterInput = InferType<typeof newsletterSchema>;
