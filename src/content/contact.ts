/** Contact form options (SPEC section 5) and copy (SPEC section 8). */
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

export type BudgetValue = (typeof budgetOptions)[number]['value'];
export type ServiceValue = (typeof serviceOptions)[number]['value'];

export const contactCopy = {
  success: "Thank you! Your message has been sent successfully. We'll get back to you within 24 hours.",
  error: (email: string) => `There was an error sending your message. Please try again or contact us directly at ${email}.`,
  submit: 'Send Message',
  submitting: 'Sending...',
} as const;
