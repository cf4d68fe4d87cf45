/** Contact form options and copy (docs/product/forms.md; the texts are exact). */
export const budgetOptions = [
  { value: 'under-10k', label: 'Under $10,000' },
  { value: '10k-25k', label: '$10,000 - $25,000' },
  { value: '25k-50k', label: '$25,000 - $50,000' },
  { value: '50k-100k', label: '$50,000 - $100,000' },
  { value: 'over-100k', label: 'Over $100,000' },
] as const;

export const serviceOptions = [
  { value: 'tv-commercial', label: 'TV Commercial' },
  { value: 'brand-films', label: 'Brand Films' },
  { value: 'corporate-video', label: 'Corporate Video' },
  { value: 'online-content', label: 'Online Content' },
  { value: 'real-estate', label: 'Real Estate Video' },
  { value: 'recruitment', label: 'Recruitment Video' },
  { value: 'ai-image-design', label: 'AI Image Design' },
  { value: 'strategy-consultation', label: 'Strategy Consultation' },
] as const;

export const contactCopy = {
  title: 'Tell us about your project',
  success: "Thank you! Your message has been sent successfully. We'll get back to you within 24 hours.",
  error: (email: string) => `There was an error sending your message. Please try again or contact us directly at ${email}.`,
  submit: 'Send Message',
  submitting: 'Sending...',
  submitNote: 'We reply within 24 hours. No mailing lists.',
  sent: {
    title: 'Message sent',
    nextTitle: 'What happens next',
    next: [
      'A producer reads your message, not a ticket queue.',
      'You hear back within 24 hours with questions, options and a realistic timeline.',
    ],
    another: 'Send another message',
    projects: { label: 'See our projects', to: '/projects' },
  },
  /** The aside beside the form: the direct lines, the reply promise and the consultation route. */
  aside: {
    heading: 'Talk to a producer directly',
    promise: '24-hour response.',
    promiseText:
      'Every message is read by a producer, not a ticket queue. You will hear back within one working day with questions, options and a realistic timeline.',
    consultation: 'Prefer to talk it through? Book a free 30-minute consultation.',
    consultationButton: 'Schedule a consultation',
  },
} as const;

/** The form's fields as the visitor sees them (labels also name the fields on the no-JavaScript error page). */
export const contactFields = {
  name: { label: 'Name' },
  email: { label: 'Email' },
  company: { label: 'Company' },
  budget: { label: 'Budget', placeholder: 'Select a budget range' },
  service: { label: 'Service', placeholder: 'Select a service' },
  message: { label: 'Message', placeholder: 'What are you making, who is it for, and when do you need it?' },
} as const satisfies Record<string, { label: string; placeholder?: string }>;

/** "Name: Please tell us your name." for a field of the contact form, the bare message for anything else. */
export const contactFieldMessage = (field: string, message: string) => {
  const known = (contactFields as Record<string, { label: string }>)[field];
  return known ? `${known.label}: ${message}` : message;
};
