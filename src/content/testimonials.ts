import type { Testimonial } from './types';

/**
 * Client reviews, in the sets the pages use (SPEC section 3: general, brand
 * films, corporate, real estate, recruitment, image design). All are
 * rendered by src/components/ui/testimonials.tsx and, on service pages, also
 * published as Review structured data.
 *
 * Placeholder content: names and companies are illustrative and must be
 * replaced with real, consented client reviews before launch. The quotes
 * only use numbers from the studio's published claims.
 */
export type TestimonialSet = 'general' | 'brandFilms' | 'corporate' | 'realEstate' | 'recruitment' | 'imageDesign';

export const testimonials = {
  general: [
    {
      quote:
        'We briefed Lumora on a Monday and approved the final cut of our launch spot two and a half weeks later. Our last agency needed a quarter for the same scope.',
      author: 'Maya Lindqvist',
      role: 'Head of Brand',
      company: 'Aster & Vale',
      rating: 5,
    },
    {
      quote:
        'The speed is what gets attention, but the reason we came back is the review loop. Every round had clear options, and nothing went out that did not sound like us.',
      author: 'Daniel Okafor',
      role: 'Marketing Director',
      company: 'Brightwater',
      rating: 5,
    },
    {
      quote:
        'One shoot day became a full quarter of social content in several languages. Our team finally stopped rationing video.',
      author: 'Priya Raman',
      role: 'Growth Lead',
      company: 'Kite Finance',
      rating: 5,
    },
  ],
  brandFilms: [
    {
      quote:
        'They found the story in our founders before we did. The film is calm, honest and unmistakably ours, and it has become the first thing we send to partners.',
      author: 'Sofia Marchetti',
      role: 'Co-founder',
      company: 'Fennel & Co',
      rating: 5,
    },
    {
      quote:
        'AI-generated establishing shots let us show places our budget could never have reached, blended so well with the interviews that nobody can tell where one stops.',
      author: 'James Whitaker',
      role: 'VP Communications',
      company: 'Driftwood Hotels',
      rating: 5,
    },
    {
      quote:
        'Clear milestones, a director who listened and a cut we approved with only small notes. The only thing I would change is booking them earlier.',
      author: 'Helena Brandt',
      role: 'Brand Manager',
      company: 'Juniper Skin',
      rating: 4,
    },
  ],
  corporate: [
    {
      quote:
        'Our compliance training went out in every language our teams work in without a single reshoot. Completion finally stopped being something we had to chase.',
      author: 'Thomas Reid',
      role: 'Head of Learning',
      company: 'Cobalt Freight',
      rating: 5,
    },
    {
      quote:
        'The investor update film did what twenty slides could not. The board asked for the same format every quarter.',
      author: 'Amelia Grant',
      role: 'Chief Financial Officer',
      company: 'Granite Capital',
      rating: 5,
    },
    {
      quote:
        'Internal video used to mean a shaky town-hall recording. Now it is a short, well-made piece our people actually watch to the end.',
      author: 'Marcus Lee',
      role: 'Internal Communications Lead',
      company: 'Lattice Software',
      rating: 5,
    },
  ],
  realEstate: [
    {
      quote:
        'We launched a development off-plan with a film of homes that did not exist yet. Buyers walked the rooms before the foundations were poured.',
      author: 'Olivia Hart',
      role: 'Sales Director',
      company: 'Harbor Residences',
      rating: 5,
    },
    {
      quote:
        'Listing films now arrive in days, not weeks, and every one looks like it came from the same premium brand. Our sellers notice.',
      author: 'Rafael Costa',
      role: 'Principal Agent',
      company: 'Costa Luxury Homes',
      rating: 5,
    },
    {
      quote:
        'The visualisation of our facade at different times of day convinced the planning committee and the first buyers in the same week.',
      author: 'Nadia Petrova',
      role: 'Partner',
      company: 'Petrova Architects',
      rating: 4,
    },
  ],
  recruitment: [
    {
      quote:
        'Candidates now mention our culture film in their first interview. The people who apply already know what the job really looks like.',
      author: 'Grace Holloway',
      role: 'Head of Talent',
      company: 'Ironleaf Games',
      rating: 5,
    },
    {
      quote:
        'We needed role videos for five teams in three countries. Lumora delivered them as one consistent series, localised for each market.',
      author: 'Samuel Adeyemi',
      role: 'People & Culture Director',
      company: 'Evergreen Health',
      rating: 5,
    },
    {
      quote:
        'Real employees, real desks, no stock footage. The team was proud to share it, which did more for our reach than any paid post.',
      author: 'Lena Fischer',
      role: 'Employer Brand Manager',
      company: 'Harbor Mobility',
      rating: 5,
    },
  ],
  imageDesign: [
    {
      quote:
        'Our seasonal catalogue used to mean a two-week shoot. The trained model gives us on-brand product scenes in days, and the colours are right the first time.',
      author: 'Chloe Dubois',
      role: 'Creative Director',
      company: 'Juniper Skin',
      rating: 5,
    },
    {
      quote:
        'We tested a thousand visual directions for a campaign and took the best three to market. That kind of exploration was never affordable before.',
      author: 'Ethan Brooks',
      role: 'Performance Marketing Lead',
      company: 'Aster & Vale',
      rating: 5,
    },
    {
      quote:
        'Every image comes with clear usage terms and layered files our designers can finish. It fits straight into our workflow.',
      author: 'Mei Tanaka',
      role: 'Design Lead',
      company: 'Lattice Software',
      rating: 4,
    },
  ],
} as const satisfies Record<TestimonialSet, readonly Testimonial[]>;
