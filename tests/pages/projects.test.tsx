import fs from 'node:fs';
import { join } from 'node:path';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { danoneCaseStudy, luxuryCaseStudy, spiralCaseStudy, tropicCaseStudy } from '#src/content/case-studies';
import { CONTENT_DIR } from '#src/content/content-files';
import { Route as caseStudyRoute } from '#src/routes/projects/$slug';
import { pages } from '#src/content/pages';
import { projects, type Project } from '#src/content/projects';
import { ProjectCard } from '#src/routes/projects/-components/project-card';
import { renderWithRouter } from '../utils/render';
import { renderRoute } from '../utils/render-route';
import { headLd } from './strategy-helpers';

const filterGroup = () => screen.getByRole('group', { name: 'Filter projects by category' });
const pressed = () =>
  within(filterGroup())
    .getAllByRole('button')
    .filter((b) => b.getAttribute('aria-pressed') === 'true')
    .map((b) => b.textContent);
const cardTitles = () =>
  screen
    .queryAllByRole('heading', { level: 3 })
    .map((h) => h.textContent)
    .filter((t) => t && !t.startsWith('No '));

describe('/projects', () => {
  it('shows All and a filter button for each category that has a project, All pressed, and all four projects', async () => {
    await renderRoute('/projects');
    expect(
      within(filterGroup())
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['All', 'AI Avatar', 'Animation', 'Brand Research', 'Brand Launch']);
    expect(pressed()).toEqual(['All']);
    expect(cardTitles()).toEqual(['Danone AI Avatars', 'Spiral Potato Truck', 'Tropic Twist Launch', 'Cultural Luxury in the Gulf']);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('a category button filters by exact category and writes it to the URL', async () => {
    const { router } = await renderRoute('/projects');
    act(() => void fireEvent.click(within(filterGroup()).getByRole('button', { name: 'Animation' })));
    await waitFor(() => expect(router.state.location.search.category).toBe('animation'));
    expect(pressed()).toEqual(['Animation']);
    expect(cardTitles()).toEqual(['Spiral Potato Truck']);
    expect(screen.getByRole('status').textContent).toBe('1 project in Animation');
    act(() => void fireEvent.click(within(filterGroup()).getByRole('button', { name: 'All' })));
    await waitFor(() => expect(router.state.location.search.category).toBeUndefined());
    expect(router.state.location.searchStr).toBe('');
    expect(cardTitles()).toHaveLength(4);
  });

  it('reads the filter from the URL; an unknown category means All', async () => {
    await renderRoute('/projects?category=brand-research');
    expect(cardTitles()).toEqual(['Cultural Luxury in the Gulf']);
    expect(pressed()).toEqual(['Brand Research']);
  });

  it('an unknown category in the URL shows everything', async () => {
    await renderRoute('/projects?category=nope');
    expect(pressed()).toEqual(['All']);
    expect(cardTitles()).toHaveLength(4);
  });

  it('a category without projects shows an empty state that leads back to all', async () => {
    const { router } = await renderRoute('/projects?category=corporate');
    expect(screen.getByRole('heading', { name: 'No Corporate case study yet' })).toBeTruthy();
    expect(pressed()).toEqual(['Corporate']);
    expect(screen.getAllByRole('link', { name: 'Browse the portfolio' })[0]!.getAttribute('href')).toBe('/portfolio');
    act(() => void fireEvent.click(screen.getByRole('button', { name: 'Show all projects' })));
    await waitFor(() => expect(router.state.location.searchStr).toBe(''));
    expect(cardTitles()).toHaveLength(4);
  });

  it('each card links to its case study', async () => {
    await renderRoute('/projects');
    const hrefs = screen.getAllByRole('link', { name: /Read the case study/ }).map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual([
      '/projects/danone-avatars',
      '/projects/spiral-potato-truck',
      '/projects/tropic-twist',
      '/projects/cultural-luxury',
    ]);
  });

  it('a project card without a case study links to # (other project cards link to #)', async () => {
    const withoutStudy: Project = { ...projects[0], title: 'Training Library', caseStudy: undefined };
    await renderWithRouter(<ProjectCard project={withoutStudy} linkLabel="Read the case study" />);
    const link = screen.getByRole('link', { name: /Read the case study\s+for Training Library/ });
    expect(link.getAttribute('href')).toBe('#');
    expect(screen.getByRole('heading', { level: 3, name: 'Training Library' })).toBeTruthy();
  });
});

const h2s = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);

describe('case studies', () => {
  it.each([
    ['/projects/danone-avatars', danoneCaseStudy.badge],
    ['/projects/spiral-potato-truck', spiralCaseStudy.badge],
    ['/projects/tropic-twist', tropicCaseStudy.badge],
    ['/projects/cultural-luxury', 'Brand Research Case Study'],
  ])('%s has one h1, a Back to Projects link, its badge and client facts', async (path, badge) => {
    await renderRoute(path);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const back = screen.getAllByRole('link', { name: 'Back to Projects' });
    expect(back.length).toBeGreaterThan(0);
    for (const link of back) expect(link.getAttribute('href')).toBe('/projects');
    expect(screen.getByTestId('case-badge').textContent).toBe(badge);
    const facts = screen.getByRole('region', { name: 'Project facts' });
    expect(within(facts).getByText('Client')).toBeTruthy();
  });

  it.each([
    ['/projects/danone-avatars', danoneCaseStudy.video.clip.id],
    ['/projects/spiral-potato-truck', spiralCaseStudy.video.clip.id],
    ['/projects/tropic-twist', tropicCaseStudy.video.clip.id],
  ] as const)(
    '%s opens on its film: the clip plays under the title, before the facts, and its frames follow in a strip',
    async (path, clipId) => {
      await renderRoute(path);
      const h1 = screen.getByRole('heading', { level: 1 });
      const film = document.querySelector(`[data-case-frame] [data-clip="${clipId}"]`)!;
      const facts = screen.getByRole('region', { name: 'Project facts' });
      expect(film).not.toBeNull();
      expect(h1.compareDocumentPosition(film) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      expect(film.compareDocumentPosition(facts) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      // The poster is fetched first: it is the largest thing above the fold.
      expect(film.querySelector('img')!.getAttribute('loading')).toBe('eager');
      const strip = within(document.getElementById('film')!.closest('section')!).getAllByRole('img');
      expect(strip).toHaveLength(3);
      for (const frame of strip) expect(frame.getAttribute('alt')).toMatch(/\w{3,}/);
    },
  );

  it('the research study, which has no film, opens on a still instead and offers no player', async () => {
    await renderRoute('/projects/cultural-luxury');
    const frame = document.querySelector('[data-case-frame] img')!;
    expect(frame.getAttribute('alt')).toBe(luxuryCaseStudy.heroFrame.alt);
    expect(frame.getAttribute('loading')).toBe('eager');
    expect(document.querySelector('[data-case-frame] video')).toBeNull();
  });

  it('a case study sets its client’s words as one pull quote, without initials or portraits', async () => {
    await renderRoute('/projects/tropic-twist');
    const quote = screen.getByText(tropicCaseStudy.testimonial.quote);
    const figure = quote.closest('figure')!;
    expect(figure.dataset.variant).toBe('pull');
    expect(within(figure).getByText(tropicCaseStudy.testimonial.author)).toBeTruthy();
    expect(within(figure).getByRole('img', { name: `Rated ${tropicCaseStudy.testimonial.rating} out of 5` })).toBeTruthy();
    expect(figure.querySelector('img[src]')).toBeNull();
  });

  it('Danone states the product claims: 12 languages, 25+ countries, a 2 week project; with video, challenge, solution, results, testimonial and CTA', async () => {
    await renderRoute('/projects/danone-avatars');
    for (const text of ['12 languages', '25+ countries', '2 week project']) expect(screen.getAllByText(text).length).toBeGreaterThan(0);
    expect(document.querySelector('[data-clip="case-danone-avatars"] video')).not.toBeNull();
    expect(h2s()).toEqual(
      expect.arrayContaining([
        danoneCaseStudy.challenge.heading,
        danoneCaseStudy.solution.heading,
        danoneCaseStudy.impact.heading,
        'In their words',
        danoneCaseStudy.cta.heading,
      ]),
    );
  });

  it.each([
    ['/projects/danone-avatars', 'danone-avatars'],
    ['/projects/spiral-potato-truck', 'spiral-potato-truck'],
    ['/projects/tropic-twist', 'tropic-twist'],
  ] as const)(
    '%s tells the story of its content file in the solution section, one paragraph per Markdown paragraph',
    async (path, slug) => {
      await renderRoute(path);
      const file = fs.readFileSync(join(CONTENT_DIR, 'case-studies', `${slug}.md`), 'utf8');
      const story = file
        .slice(file.indexOf('\n---\n', 4) + 5)
        .trim()
        .split(/\n\n+/);
      const solution = document.getElementById('solution')!.closest('section')!;
      const paragraphs = [...solution.querySelectorAll('p')].map((p) => p.textContent);
      expect(story.length).toBeGreaterThanOrEqual(2);
      for (const paragraph of story) expect(paragraphs).toContain(paragraph);
    },
  );

  it('the animation study has every product section in order and ends with its call to action', async () => {
    await renderRoute('/projects/spiral-potato-truck');
    const order = [
      'The challenge',
      'Our creative solution',
      'Story summary',
      'Animation showcase',
      'Tools & techniques',
      'The impact',
      'Client testimonial',
      'Key takeaways',
      'Ready to Create Your Own Animated Brand Story?',
    ];
    const headings = h2s();
    const challenge = headings.indexOf(spiralCaseStudy.challenge.heading);
    expect(challenge).toBeGreaterThan(-1);
    const positions = order.slice(1).map((h) => headings.indexOf(h));
    expect(positions.every((p) => p > challenge)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(screen.getByRole('button', { name: /(Play|Pause) video/ })).toBeTruthy();
    expect(screen.getAllByText('2.5 minute animated short').length).toBeGreaterThan(0);
    for (const t of ['Character Branding', 'Process Entertainment', 'Multi-Platform Content'])
      expect(screen.getByRole('heading', { name: t })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start Your Animation Project' }).getAttribute('href')).toBe('/contact');
    expect(within(screen.getByRole('region', { name: 'Story summary' })).getAllByRole('listitem')).toHaveLength(
      spiralCaseStudy.story.beats.length,
    );
  });

  it('the luxury study has the product’s facts, sections, counts and the four impact metrics exactly', async () => {
    await renderRoute('/projects/cultural-luxury');
    const facts = within(screen.getByRole('region', { name: 'Project facts' }));
    for (const value of ['Dubai, Riyadh, Doha', '2024', '6 weeks', 'UAE and GCC']) expect(facts.getByText(value)).toBeTruthy();
    expect(h2s()).toEqual([
      'Strategic research approach',
      'The challenge',
      'Strategic approach',
      'Key deliverables',
      'Brand positioning outcome',
      'Tools & techniques',
      'The impact',
      'Client testimonial',
      'Key takeaways',
      "Ready to Research Your Brand's Market Potential?",
    ]);
    const section = (name: string) => within(screen.getByRole('region', { name }));
    expect(section('Strategic research approach').getAllByRole('img')).toHaveLength(2);
    expect(section('The challenge').getAllByRole('heading', { level: 3 })).toHaveLength(4);
    expect(section('Strategic approach').getAllByRole('img')).toHaveLength(2);
    expect(section('Strategic approach').getAllByRole('heading', { level: 3 })).toHaveLength(4);
    expect(section('Key deliverables').getAllByRole('listitem')).toHaveLength(5);
    expect(section('Brand positioning outcome').getAllByRole('heading', { level: 3 })).toHaveLength(3);
    expect(section('Tools & techniques').getAllByRole('heading', { level: 3 })).toHaveLength(6);
    const impact = section('The impact');
    for (const metric of ['Complete brand foundation', 'Comprehensive guide', '100% alignment', 'AI implementation ready'])
      expect(impact.getByText(metric)).toBeTruthy();
    expect(impact.getAllByRole('heading', { level: 3 })).toHaveLength(4);
    expect(section('Key takeaways').getAllByRole('heading', { level: 3 })).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'Start Your Brand Research Project' })).toBeTruthy();
    expect(luxuryCaseStudy.impact.cards).toHaveLength(4);
  });
});

describe('case study structured data', () => {
  const ld = (slug: string) => headLd(caseStudyRoute, { slug });
  const work = (slug: string) => ld(slug).find((entry) => entry['@type'] === 'CreativeWork')!;

  it.each(['danone-avatars', 'spiral-potato-truck', 'tropic-twist'])(
    '%s shows a player, so its CreativeWork advertises the VideoObject',
    async (slug) => {
      expect(work(slug).video).toMatchObject({ '@type': 'VideoObject', contentUrl: expect.stringMatching(/^https?:\/\/.+\/media\//) });
      await renderRoute(`/projects/${slug}`);
      expect(screen.getByRole('button', { name: /(Play|Pause) video/ })).toBeTruthy();
    },
  );

  it('cultural-luxury has no player, so no VideoObject is advertised', async () => {
    expect(work('cultural-luxury')).toBeTruthy();
    expect(work('cultural-luxury').video).toBeUndefined();
    expect(JSON.stringify(ld('cultural-luxury'))).not.toContain('VideoObject');
    await renderRoute('/projects/cultural-luxury');
    expect(screen.queryByRole('button', { name: /(Play|Pause) video/ })).toBeNull();
  });

  it('an unknown case study is not found, and every project that links to a case study leads to a page that has one', async () => {
    expect(() => ld('no-such-study')).toThrow();
    for (const project of projects.filter((p) => p.caseStudy)) {
      await renderRoute(project.caseStudy!);
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(pages[project.caseStudy!].heading);
      cleanup();
    }
  });

  it('inLanguage is only ever a language code (not "12 languages")', () => {
    for (const slug of ['danone-avatars', 'spiral-potato-truck', 'tropic-twist', 'cultural-luxury']) {
      const values = JSON.stringify(ld(slug)).match(/"inLanguage":"[^"]*"/g) ?? [];
      for (const value of values) expect(value).toMatch(/^"inLanguage":"[a-z]{2}(-[A-Z]{2})?"$/);
    }
  });
});
