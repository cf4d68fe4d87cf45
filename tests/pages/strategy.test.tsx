import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Route as BrandingRoute } from '#src/routes/branding';
import { Route as CreativeRoute } from '#src/routes/creative';
import { Route as DigitalRoute } from '#src/routes/digital';
import { Route as ResearchRoute } from '#src/routes/research';
import { Route as DetailsRoute } from '#src/routes/strategy/details';
import { Route as StrategyRoute } from '#src/routes/strategy/index';
import { Route as SocialRoute } from '#src/routes/strategy/social-media';
import { expectSoundOutline, h3s, headLd, headTitle, renderPage, sectionByHeading } from './strategy-helpers';

const hrefOf = (name: string | RegExp) => screen.getByRole('link', { name }).getAttribute('href');

describe('/strategy', () => {
  it('shows six section tiles linking to the six strategy pages, and a four-step process', async () => {
    const { container } = await renderPage(StrategyRoute, '/strategy');
    expectSoundOutline(container);
    const tiles = sectionByHeading('Where strategy meets production');
    expect(h3s(tiles)).toEqual(['Strategy Details', 'Creative', 'Research', 'Branding', 'Digital', 'Social Media Strategy']);
    const targets = within(tiles)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    expect(targets).toEqual(['/strategy/details', '/creative', '/research', '/branding', '/digital', '/strategy/social-media']);
    // Each tile link is named by its destination, not just "Explore".
    expect(within(tiles).getByRole('link', { name: /Explore digital: Digital/ })).toBeTruthy();
    const process = sectionByHeading('Four steps from question to measurable result');
    const steps = within(process).getAllByRole('listitem');
    expect(steps).toHaveLength(4);
    expect(h3s(process)).toEqual(['Listen', 'Research', 'Plan', 'Deliver']);
    expect(hrefOf('Book a free consultation')).toBe('/schedule-consultation');
  });
});

describe('/creative and /research', () => {
  it('/creative lists four creative services', async () => {
    const { container } = await renderPage(CreativeRoute, '/creative');
    expectSoundOutline(container);
    expect(h3s(sectionByHeading('Four ways we turn a brief into an idea'))).toEqual([
      'Concept Development',
      'Scriptwriting and Storyboards',
      'Art Direction',
      'AI-Assisted Design',
    ]);
    expect(hrefOf('Back to Strategy')).toBe('/strategy');
  });

  it('/research shows four research types and four benefits', async () => {
    const { container } = await renderPage(ResearchRoute, '/research');
    expectSoundOutline(container);
    expect(h3s(sectionByHeading('Four kinds of evidence behind the creative'))).toEqual([
      'Audience Research',
      'Market Research',
      'Competitor Analysis',
      'Brand Perception Research',
    ]);
    expect(h3s(sectionByHeading('What research changes'))).toHaveLength(4);
    expect(hrefOf('Read the case study')).toBe('/projects/cultural-luxury');
  });
});

describe('/branding and /digital service blocks', () => {
  const blocksOf = (container: HTMLElement) => [...container.querySelectorAll<HTMLElement>('article[data-image-side]')];

  it('/branding: back link, six blocks with title, description, features and an image on alternating sides, ending with Start Your Brand Journey', async () => {
    const { container } = await renderPage(BrandingRoute, '/branding');
    expectSoundOutline(container);
    expect(hrefOf('Back to Strategy')).toBe('/strategy');
    const blocks = blocksOf(container);
    expect(blocks).toHaveLength(6);
    expect(blocks.map((b) => b.dataset.imageSide)).toEqual(['left', 'right', 'left', 'right', 'left', 'right']);
    for (const block of blocks) {
      expect(within(block).getByRole('heading', { level: 3 }).textContent).toBeTruthy();
      expect(block.querySelector('h3 + p')?.textContent).toBeTruthy();
      expect(within(block).getByRole('list').querySelectorAll('li').length).toBeGreaterThanOrEqual(3);
      const img = within(block).getByRole('img');
      expect(img.getAttribute('alt')).toMatch(/\w{4,}/);
      expect(img.getAttribute('width')).toBe('1200');
      expect(img.getAttribute('height')).toBe('900');
      expect(img.getAttribute('loading')).toBe('lazy');
    }
    // The page ends with the call to action.
    const cta = screen.getByRole('link', { name: 'Start Your Brand Journey' });
    expect(cta.getAttribute('href')).toBe('/contact');
    const lastSection = [...container.querySelectorAll('section')].at(-1)!;
    expect(lastSection.contains(cta)).toBe(true);
  });

  it('/digital: back link, the six product blocks in order on alternating sides, a four-item benefits grid and a call to action', async () => {
    const { container } = await renderPage(DigitalRoute, '/digital');
    expectSoundOutline(container);
    expect(hrefOf('Back to Strategy')).toBe('/strategy');
    const blocks = blocksOf(container);
    expect(blocks.map((b) => within(b).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Content Strategy',
      'Social Content',
      'Web and Email Content',
      'Copywriting',
      'Community Management',
      'Analytics',
    ]);
    expect(blocks.map((b) => b.dataset.imageSide)).toEqual(['left', 'right', 'left', 'right', 'left', 'right']);
    const benefits = sectionByHeading('What you gain when digital and production sit together');
    expect(h3s(benefits)).toHaveLength(4);
    // The benefits come after the blocks, and the call to action closes the page.
    expect(blocks.at(-1)!.compareDocumentPosition(benefits) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(hrefOf('Start a digital programme')).toBe('/contact');
  });
});

describe('/strategy/details', () => {
  it('shows four strategy areas, four benefits, the four-step process and a call to action', async () => {
    const { container } = await renderPage(DetailsRoute, '/strategy/details');
    expectSoundOutline(container);
    expect(h3s(sectionByHeading('One plan, four disciplines'))).toEqual([
      'Brand Strategy',
      'Audience Strategy',
      'Content Strategy',
      'Performance Strategy',
    ]);
    expect(h3s(sectionByHeading('What a joined-up strategy gives you'))).toHaveLength(4);
    const process = sectionByHeading('From workshop to optimisation in four steps');
    expect(within(process).getAllByRole('listitem')).toHaveLength(4);
    expect(h3s(process)).toEqual(['Discovery Workshop', 'Strategy Development', 'Implementation Planning', 'Launch and Optimization']);
    expect(hrefOf('Plan your workshop')).toBe('/contact');
  });
});

describe('head of every strategy page', () => {
  const routes = [StrategyRoute, DetailsRoute, CreativeRoute, ResearchRoute, BrandingRoute, DigitalRoute, SocialRoute];

  it('has a unique title and BreadcrumbList plus page-specific structured data', () => {
    const titles = routes.map(headTitle);
    expect(new Set(titles).size).toBe(routes.length);
    for (const route of routes) {
      const types = headLd(route).map((ld) => ld['@type']);
      expect(types).toContain('BreadcrumbList');
      expect(types.some((t) => t === 'Service' || t === 'HowTo')).toBe(true);
    }
  });

  it('the branding catalogue lists the six services', () => {
    const service = headLd(BrandingRoute).find((ld) => ld['@type'] === 'Service') as { hasOfferCatalog: { itemListElement: unknown[] } };
    expect(service.hasOfferCatalog.itemListElement).toHaveLength(6);
  });
});
