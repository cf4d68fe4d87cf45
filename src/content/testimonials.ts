import type { Testimonial } from './types';

/**
 * Client reviews, in the sets the pages use (docs/product/content-model.md: general, brand
 * films, corporate, real estate, recruitment, image design; plus the sets of
 * /strategy/social-media and /for-brands). This is the one source of
 * reviews: every set is rendered by src/components/blocks/testimonials.tsx and,
 * on service pages, also published as Review structured data.
 *
 * Placeholder content: names and companies are illustrative and must be
 * replaced with real, consented client reviews before launch. Reviewers are
 * never the studio's own staff (src/content/articles.ts authors), and each
 * reviewer speaks for one company (tests/unit/testimonials.test.ts). The
 * quotes only use numbers from the studio's published claims.
 */
export type TestimonialSet =
  'general' | 'brandFilms' | 'corporate' | 'realEstate' | 'recruitment' | 'imageDesign' | 'socialMedia' | 'forBrands';

export const testimonials = {
  general: [
    {
      quote:
        'We briefed Lumora on a Monday and approved the final cut of our launch spot inside the 2-3 weeks they had promised. The schedule held at every review point.',
      author: 'Claire Beaumont',
      role: 'Head of Brand',
      company: 'Aster & Vale',
      rating: 5,
    },
    {
      quote:
        'The speed is what gets attention, but the reason we came back is the review loop. Every round had clear options, and nothing went out that did not sound like us.',
      author: 'Jonah Whitfield',
      role: 'Marketing Director',
      company: 'Brightwater',
      rating: 5,
    },
    {
      quote: 'One shoot day became a season of social content in every language we sell in. Our team finally stopped rationing video.',
      author: 'Aisha Bello',
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
      quote: 'The investor update film did what our slide decks never could. The board asked for the same format for every update since.',
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
        'We tested more visual directions for one campaign than we could ever have shot, then took the strongest to market. That kind of exploration was never affordable before.',
      author: 'Ethan Brooks',
      role: 'Performance Marketing Lead',
      company: 'Aster & Vale',
      rating: 5,
    },
    {
      quote: 'Every image comes with clear usage terms and layered files our designers can finish. It fits straight into our workflow.',
      author: 'Mei Tanaka',
      role: 'Design Lead',
      company: 'Lattice Software',
      rating: 4,
    },
  ],
  socialMedia: [
    {
      quote:
        'We went from a few ads a month to a different hook for every audience. The testing plan told us which ones to scale, and our creative stopped going stale.',
      author: 'Leo Martins',
      role: 'Head of Growth',
      company: 'Northwind Outdoor',
      rating: 5,
    },
    {
      quote:
        'They delivered TikTok, Reels and Shorts versions of the same idea that each felt native. Our team finally stopped resizing one video for every feed.',
      author: 'Hana Sato',
      role: 'Social Media Lead',
      company: 'Brightloom Skincare',
      rating: 5,
    },
    {
      quote:
        'Localising our launch into Spanish, German and Japanese took days rather than another shoot, and the voice still sounded like us in every language.',
      author: 'Ravi Menon',
      role: 'Marketing Director',
      company: 'Fieldnote Apps',
      rating: 5,
    },
  ],
  forBrands: [
    {
      quote:
        'We got the production value of a big agency shoot with the pace of an in-house team. The launch film and every regional cut arrived together.',
      author: 'Elena Marsh',
      role: 'VP Brand',
      company: 'Kite Finance',
      rating: 5,
    },
    {
      quote:
        'We brief them the way we brief our own people, and the work comes back on brand the first time. Review rounds are about taste now, not fixing mistakes.',
      author: 'Mateo Alvarez',
      role: 'Creative Director',
      company: 'Harbor Mobility',
      rating: 5,
    },
    {
      quote:
        'Training video used to be the project nobody wanted. Now our learning team gets clear, localised films on a schedule we can plan around.',
      author: 'Naomi Lin',
      role: 'Head of Learning',
      company: 'Evergreen Health',
      rating: 5,
    },
  ],
} as const satisfies Record<TestimonialSet, readonly Testimonial[]>;
