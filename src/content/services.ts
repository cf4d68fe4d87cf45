import { clip as libraryClip, type Clip } from './media-library';
import type { IconName } from './types';

/**
 * The seven services: the Service entity (docs/product/content-model.md: icon, title,
 * description, features, image (its clip's poster; the clip plays in the page's hero), path) used by the home carousel and
 * /services. The full content of each service page is in service-pages.ts,
 * so the home page does not ship it. Numbers come only from docs/product/site.md
 * (claims and advertised price ranges).
 */
export type ServiceSlug =
  'brand-films' | 'tv-commercial' | 'corporate-video' | 'recruitment-video' | 'real-estate-video' | 'online-content' | 'ai-image-design';

export type ServicePath = `/services/${ServiceSlug}`;

export type Service = {
  readonly slug: ServiceSlug;
  readonly icon: IconName;
  readonly title: string;
  readonly description: string;
  readonly features: readonly string[];
  /** The service's loop from the media library: its poster is the card's picture, the page's hero plays it. */
  readonly clip: Clip;
  /**
   * When the service's film is a work from the portfolio or the case studies: that work's name and client, credited
   * under the film ("On screen: …"), so the page says whose work it is.
   */
  readonly work?: string;
  readonly path: ServicePath;
};

/** The services in the order the site lists them. */
export const services = [
  {
    slug: 'brand-films',
    icon: 'film',
    title: 'Brand Films',
    description: 'Story-led films about who you are and why it matters, with cinematic craft and AI-assisted production.',
    features: ['Founder and origin stories', 'Manifesto and purpose films', 'Documentary-style brand portraits'],
    clip: libraryClip('service-brand-films'),
    work: 'Slow Fire, a founder film for Saltmarsh Pottery',
    path: '/services/brand-films',
  },
  {
    slug: 'tv-commercial',
    icon: 'tv',
    title: 'TV Commercials',
    description: 'Broadcast and streaming spots from concept to delivery in 2-3 weeks instead of 8-12.',
    features: ['Concept, script and storyboard', 'AI-generated and live-action scenes', 'Broadcast-ready masters and cutdowns'],
    clip: libraryClip('work-city-in-motion'),
    work: 'City in Motion, a launch spot for Harbor Mobility',
    path: '/services/tv-commercial',
  },
  {
    slug: 'corporate-video',
    icon: 'briefcase',
    title: 'Corporate Video',
    description: 'Training, internal communications and investor films that people finish, in 50+ languages.',
    features: ['Training and onboarding', 'Leadership and internal updates', 'Investor and annual-report films'],
    clip: libraryClip('case-danone-avatars'),
    work: 'Danone AI Avatars, one presenter in 12 languages',
    path: '/services/corporate-video',
  },
  {
    slug: 'recruitment-video',
    icon: 'users',
    title: 'Recruitment Video',
    description: 'Employer brand films and role videos that show candidates the real job before they apply.',
    features: ['Employer brand films', 'Role and team videos', 'Localised careers-page content'],
    clip: libraryClip('service-recruitment-video'),
    path: '/services/recruitment-video',
  },
  {
    slug: 'real-estate-video',
    icon: 'home',
    title: 'Real Estate Video',
    description: 'Listing films, development launches and visualisations of spaces that are not built yet.',
    features: ['Listing and lifestyle films', 'Off-plan visualisation', 'Rush delivery in 3-5 days'],
    clip: libraryClip('service-real-estate-video'),
    path: '/services/real-estate-video',
  },
  {
    slug: 'online-content',
    icon: 'globe',
    title: 'Online Content',
    description: 'Short-form social and performance video in volume, with 1000+ variations to test.',
    features: ['Social-first vertical edits', 'Performance ad variations', 'Always-on content programmes'],
    clip: libraryClip('service-online-content'),
    path: '/services/online-content',
  },
  {
    slug: 'ai-image-design',
    icon: 'image',
    title: 'AI Image Design',
    description: 'Campaign and product imagery from models trained on your brand, ready for every channel.',
    features: ['Custom-trained brand models', 'Product and campaign scenes', 'Layered, licence-cleared files'],
    clip: libraryClip('service-ai-image-design'),
    path: '/services/ai-image-design',
  },
] as const satisfies readonly Service[];

export const serviceBySlug = (slug: ServiceSlug): Service => {
  const found = services.find((service) => service.slug === slug);
  if (!found) throw new Error(`Unknown service ${slug}`);
  return found;
};
