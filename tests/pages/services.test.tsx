import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fromPromise } from 'xstate';
import { describe, expect, it } from 'vitest';
import { formMachine } from '#machines/form.machine';
import type { FormAccepted, FormSubmission } from '#src/api/forms';
import { ApiError } from '#src/api/http';
import { pages } from '#src/content/pages';
import { servicePages, type ServicePage } from '#src/content/service-pages';
import { serviceBySlug, services, type ServiceSlug } from '#src/content/services';
import { site } from '#src/content/site';
import { testimonials } from '#src/content/testimonials';
import { serviceHead, ServicePageView } from '#src/routes/services/-components/service-page';
import { ServicesOverview } from '#src/routes/services/-components/services-overview';
import { renderWithRouter } from '../utils/render';
import { showRange } from '#src/content/typography';

const slugs = services.map((s) => s.slug);

/** docs/product/site.md: advertised price ranges in USD. */
const priceRanges: Record<ServiceSlug, [number, number]> = {
  'brand-films': [15000, 75000],
  'tv-commercial': [10000, 100000],
  'corporate-video': [5000, 50000],
  'recruitment-video': [3000, 30000],
  'real-estate-video': [1000, 15000],
  'online-content': [2000, 25000],
  'ai-image-design': [500, 10000],
};

const serviceLdOf = (slug: ServiceSlug) =>
  serviceHead(slug)
    .meta.map((m) => (m as Record<string, unknown>)['script:ld+json'] as Record<string, unknown> | undefined)
    .find((ld) => ld?.['@type'] === 'Service')!;

describe('/services', () => {
  it('lists all 7 services with icon, title, description, features and its clip’s poster, each linking to its page', async () => {
    await renderWithRouter(<ServicesOverview />);
    const cards = [...document.querySelectorAll('[data-service]')];
    expect(cards).toHaveLength(7);
    cards.forEach((card, i) => {
      const service = services[i]!;
      expect(
        within(card as HTMLElement)
          .getByRole('link', { name: service.title })
          .getAttribute('href'),
      ).toBe(service.path);
      expect(card.textContent).toContain(showRange(service.description));
      for (const feature of service.features) expect(card.textContent).toContain(showRange(feature));
      expect(card.querySelector('img')!.getAttribute('src')).toBe(service.clip.poster.webp);
      expect(card.querySelector('svg')).not.toBeNull();
    });
  });
});

describe.each(slugs)('/services/%s', (slug) => {
  const service = services.find((s) => s.slug === slug)!;
  const page = servicePages[slug];

  it('renders its hero (one h1), offer list, detail sections with bullets, benefits and the lead form block', async () => {
    await renderWithRouter(<ServicePageView slug={slug} />);
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([pages[service.path].heading]);
    for (const item of page.offer.items) expect(screen.getByRole('heading', { level: 3, name: showRange(item.title) })).toBeTruthy();
    for (const section of page.details.sections) {
      const article = screen.getByRole('heading', { level: 3, name: section.title }).closest('article')!;
      expect(
        within(article)
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual(section.bullets.map(showRange));
    }
    for (const item of page.benefits.items) expect(screen.getByRole('heading', { name: showRange(item.title) })).toBeTruthy();
    const form = document.querySelector(`[data-lead-form="${slug}"]`) as HTMLElement;
    expect(within(form).getByRole('heading', { level: 2 }).textContent).toBe(page.leadForm.title);
    expect(form.textContent).toContain(page.leadForm.subtitle);
    expect(within(form).getByRole('button', { name: page.leadForm.buttonText })).toBeTruthy();
    expect(form.querySelector('img')!.getAttribute('src')).toBe(page.leadForm.image.src);
    // Heading levels never skip.
    const levels = [...document.querySelectorAll('h1, h2, h3, h4')].map((h) => Number(h.tagName[1]));
    levels.forEach((level, i) => i > 0 && expect(level - levels[i - 1]!).toBeLessThanOrEqual(1));
  });

  it('links to all six pages the product lists: /imagination-engine, /studio, /process, /services, /services/online-content, /contact', async () => {
    await renderWithRouter(<ServicePageView slug={slug} />);
    const hrefs = new Set([...document.querySelectorAll('a')].map((a) => a.getAttribute('href')));
    const specLinks = ['/imagination-engine', '/studio', '/process', '/services', '/services/online-content', '/contact'];
    expect(specLinks.filter((href) => !hrefs.has(href))).toEqual([]);
  });

  it('shows a breadcrumb Services › this service, the current step marked as the page', async () => {
    await renderWithRouter(<ServicePageView slug={slug} />);
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    const links = within(trail).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Services', '/services'],
      [pages[service.path].crumb, service.path],
    ]);
    expect(links[1]!.getAttribute('aria-current')).toBe('page');
  });

  it(`publishes Service structured data with the advertised USD price range ${priceRanges[slug].join('-')}`, () => {
    const ld = serviceLdOf(slug);
    expect(ld.name).toBe(service.title);
    expect(ld.offers).toMatchObject({
      '@type': 'AggregateOffer',
      priceCurrency: 'USD',
      lowPrice: priceRanges[slug][0],
      highPrice: priceRanges[slug][1],
    });
    expect(String(ld.url)).toMatch(new RegExp(`${service.path}$`));
  });
});

describe('service heroes', () => {
  it.each(slugs)(
    '%s plays its film beside the title: poster first (fetched early), a control to pause or play, the work credited when it is one from the portfolio',
    async (slug) => {
      await renderWithRouter(<ServicePageView slug={slug} />);
      const hero = document.querySelector('[data-service-hero]') as HTMLElement;
      const service = serviceBySlug(slug);
      const film = hero.querySelector(`[data-clip="${service.clip.id}"]`)!;
      expect(film).not.toBeNull();
      const credit = hero.querySelector('figcaption');
      if ('work' in service && service.work) expect(credit?.textContent).toBe(`On screen: ${service.work}`);
      else expect(credit).toBeNull();
      expect(film.querySelector('video source')).not.toBeNull();
      expect(film.querySelector('img')!.getAttribute('loading')).toBe('eager');
      expect(within(hero).getByRole('button', { name: /^(Play|Pause) video: / })).toBeTruthy();
    },
  );
});

describe('image work gallery', () => {
  const galleryOf = (slug: ServiceSlug) => (servicePages[slug] as ServicePage).gallery;
  it('/services/ai-image-design shows a gallery of image work under the hero: distinct pictures, each described and captioned', async () => {
    await renderWithRouter(<ServicePageView slug="ai-image-design" />);
    const gallery = screen.getByRole('region', { name: galleryOf('ai-image-design')!.heading });
    // it comes before the offer list, so the work is the first thing after the hero
    const offer = screen.getByRole('region', { name: servicePages['ai-image-design'].offer.heading });
    expect(gallery.compareDocumentPosition(offer) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const figures = within(gallery).getAllByRole('figure');
    expect(figures.length).toBeGreaterThanOrEqual(4);
    const images = figures.map((f) => f.querySelector('img')!);
    expect(new Set(images.map((img) => img.getAttribute('src'))).size).toBe(figures.length);
    for (const img of images) expect(img.getAttribute('alt')!.length).toBeGreaterThan(20);
    for (const figure of figures) expect(figure.querySelector('figcaption')!.textContent!.length).toBeGreaterThan(10);
  });

  it.each(slugs.filter((slug) => !galleryOf(slug)))('%s has no gallery section', async (slug) => {
    await renderWithRouter(<ServicePageView slug={slug} />);
    expect(document.getElementById('gallery')).toBeNull();
  });
});

describe('reviews', () => {
  const withReviews: Partial<Record<ServiceSlug, keyof typeof testimonials>> = {
    'brand-films': 'brandFilms',
    'corporate-video': 'corporate',
    'real-estate-video': 'realEstate',
    'recruitment-video': 'recruitment',
    'ai-image-design': 'imageDesign',
  };

  it.each(slugs)('%s shows its review set (if any) and publishes the same reviews with 1-5 ratings', async (slug) => {
    await renderWithRouter(<ServicePageView slug={slug} />);
    const set = withReviews[slug];
    const ld = serviceLdOf(slug);
    const quotes = [...document.querySelectorAll('blockquote')].map((q) => q.textContent);
    if (!set) {
      expect(quotes).toEqual([]);
      expect(ld.review).toBeUndefined();
      return;
    }
    expect(quotes).toEqual(testimonials[set].map((t) => t.quote));
    const reviews = ld.review as {
      reviewRating: { ratingValue: number; bestRating: number; worstRating: number };
      author: { name: string };
    }[];
    expect(reviews.map((r) => r.author.name)).toEqual(testimonials[set].map((t) => t.author));
    for (const review of reviews) {
      expect(review.reviewRating.ratingValue).toBeGreaterThanOrEqual(1);
      expect(review.reviewRating.ratingValue).toBeLessThanOrEqual(5);
      expect(review.reviewRating).toMatchObject({ bestRating: 5, worstRating: 1 });
    }
    for (const t of testimonials[set]) expect(screen.getAllByRole('img', { name: `Rated ${t.rating} out of 5` }).length).toBeGreaterThan(0);
  });
});

describe('audiences and process (exactly as docs/product/pages.md)', () => {
  const audienceTitles = async (slug: ServiceSlug) => {
    await renderWithRouter(<ServicePageView slug={slug} />);
    const section = document.getElementById('audiences')!;
    return within(section)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
  };

  it('recruitment video: HR teams, People & Culture, Growing Brands, Recruiters', async () => {
    expect(await audienceTitles('recruitment-video')).toEqual(['HR Teams', 'People & Culture', 'Growing Brands', 'Recruiters']);
  });
  it('real estate video: agencies, developers, luxury agents, builders and architects', async () => {
    expect(await audienceTitles('real-estate-video')).toEqual(['Agencies', 'Developers', 'Luxury Agents', 'Builders & Architects']);
  });
  it('online content: DTC brands, agencies, SaaS teams, content teams', async () => {
    expect(await audienceTitles('online-content')).toEqual(['DTC Brands', 'Agencies', 'SaaS Teams', 'Content Teams']);
  });
  it('AI image design has the 3-step process: brief and training, generation and iteration, refinement and delivery', async () => {
    await renderWithRouter(<ServicePageView slug="ai-image-design" />);
    const steps = within(document.getElementById('process')!).getAllByRole('listitem');
    expect(steps.map((li) => li.querySelector('h3')!.textContent)).toEqual([
      'Brief and training',
      'Generation and iteration',
      'Refinement and delivery',
    ]);
  });
  it('other pages show no audience or process section', async () => {
    for (const slug of ['brand-films', 'tv-commercial', 'corporate-video'] as const) {
      const view = await renderWithRouter(<ServicePageView slug={slug} />);
      expect(document.getElementById('audiences')).toBeNull();
      expect(document.getElementById('process')).toBeNull();
      view.unmount();
    }
  });
});

describe('lead form block', () => {
  function controllable(outcome: 'ok' | 'fail' | 'invalid') {
    const calls: unknown[] = [];
    const machine = formMachine.provide({
      actors: {
        submitForm: fromPromise<FormAccepted, FormSubmission>(async ({ input }) => {
          calls.push(input.data);
          if (outcome === 'fail') throw new ApiError('network', 0);
          if (outcome === 'invalid')
            throw new ApiError('bad', 400, { email: 'Please enter a valid email address, like name@company.com.' });
          return { id: 'lead-1', status: 'accepted' };
        }),
      },
    });
    return { machine, calls };
  }

  const fill = (form: HTMLElement) => {
    fireEvent.input(within(form).getByLabelText('Name'), { target: { value: 'Ada Park' } });
    fireEvent.input(within(form).getByLabelText('Work email'), { target: { value: 'ada@park.example' } });
    fireEvent.input(within(form).getByLabelText(/Company/), { target: { value: 'Park & Co' } });
    fireEvent.input(within(form).getByLabelText(/What should people feel/), { target: { value: 'Proud and curious.' } });
  };

  it('sends name, email, company, message, the service and the page with source service-page, then shows success', async () => {
    const { machine, calls } = controllable('ok');
    await renderWithRouter(<ServicePageView slug="brand-films" leadMachine={machine} />);
    const form = document.querySelector('[data-lead-form="brand-films"]') as HTMLElement;
    fill(form);
    await act(async () => void fireEvent.click(within(form).getByRole('button', { name: 'Start my brand film' })));
    await waitFor(() => expect(within(form).getByRole('status').textContent).toContain('Thank you'));
    expect(calls).toEqual([
      {
        source: 'service-page',
        service: 'brand-films',
        page: '/services/brand-films',
        name: 'Ada Park',
        email: 'ada@park.example',
        company: 'Park & Co',
        message: 'Proud and curious.',
        'bot-field': '',
      },
    ]);
    expect(document.activeElement).toBe(within(form).getByRole('status'));
  });

  it('shows a clear failure with the studio email and keeps what the visitor typed', async () => {
    const { machine } = controllable('fail');
    await renderWithRouter(<ServicePageView slug="tv-commercial" leadMachine={machine} />);
    const form = document.querySelector('[data-lead-form="tv-commercial"]') as HTMLElement;
    fireEvent.input(within(form).getByLabelText('Name'), { target: { value: 'Ada Park' } });
    fireEvent.input(within(form).getByLabelText('Work email'), { target: { value: 'ada@park.example' } });
    await act(async () => void fireEvent.click(within(form).getByRole('button', { name: 'Request my proposal' })));
    await waitFor(() => expect(within(form).getByRole('alert').textContent).toContain(site.email));
    expect((within(form).getByLabelText('Name') as HTMLInputElement).value).toBe('Ada Park');
  });

  it('shows the server field errors of a rejected submission', async () => {
    const { machine } = controllable('invalid');
    await renderWithRouter(<ServicePageView slug="online-content" leadMachine={machine} />);
    const form = document.querySelector('[data-lead-form="online-content"]') as HTMLElement;
    fireEvent.input(within(form).getByLabelText('Name'), { target: { value: 'Ada Park' } });
    fireEvent.input(within(form).getByLabelText('Work email'), { target: { value: 'ada@park.example' } });
    await act(async () => void fireEvent.click(within(form).getByRole('button', { name: 'Start my content plan' })));
    await waitFor(() => expect(within(form).getByText('Please enter a valid email address, like name@company.com.')).toBeTruthy());
  });

  it('validates in the browser first: nothing is sent without a name and a valid email', async () => {
    const { machine, calls } = controllable('ok');
    await renderWithRouter(<ServicePageView slug="ai-image-design" leadMachine={machine} />);
    const form = document.querySelector('[data-lead-form="ai-image-design"]') as HTMLElement;
    fireEvent.input(within(form).getByLabelText('Work email'), { target: { value: 'not-an-email' } });
    await act(async () => void fireEvent.click(within(form).getByRole('button', { name: 'Start my image project' })));
    await waitFor(() => expect(within(form).getByText('Please tell us your name.')).toBeTruthy());
    expect(within(form).getByText('Please enter a valid email address, like name@company.com.')).toBeTruthy();
    expect(calls).toEqual([]);
  });
});
