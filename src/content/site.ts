/**
 * Studio facts used across copy, structured data and legal pages.
 * docs/product/site.md is the source of every number here.
 */
import { officeHoursLine, studioContact } from './studio-contact';

export const site = {
  name: 'Lumora Studio',
  shortName: 'Lumora',
  tagline: 'AI-assisted video and image production for brands that move fast',
  description:
    'Lumora Studio is an AI-assisted video and image production studio. Commercials, brand films, corporate, recruitment, real estate and social video, plus AI image design, delivered in 2-3 weeks instead of 8-12.',
  // How to reach the studio lives in studio-contact.ts (the file a studio replaces).
  email: studioContact.email,
  phone: studioContact.phone,
  phoneHref: studioContact.phoneHref,
  address: studioContact.address,
  officeHours: officeHoursLine,
  consultationHours: studioContact.consultationHours,
  foundingYear: 2024,
  employees: '10-50',
  rating: { value: 4.9, count: 150, best: 5 },
  social: {
    linkedin: 'https://www.linkedin.com/company/lumora-studio',
    instagram: 'https://www.instagram.com/lumora.studio',
    youtube: 'https://www.youtube.com/@lumorastudio',
  },
} as const;

/** Marketing claims (docs/product/site.md). Views quote these, never new numbers. */
export const claims = {
  brands: '500+',
  satisfaction: '98%',
  countries: '50+',
  rating: '4.9',
  reviews: '150',
  response: '24-hour',
  faster: '10x',
  costReduction: '85%',
  timelineNew: '2-3 weeks',
  timelineOld: '8-12 weeks',
  rush: '3-5 day',
  brandVoice: '95%',
  languages: '50+',
  variations: '1000+',
  engagement: '40%',
  conversion: '47%',
  savings: '70%',
  experience: '15+',
  projects: '500+',
  clients: '150+',
  awards: '25+',
} as const;

export const siteUrlDefault = 'http://localhost:3000';
