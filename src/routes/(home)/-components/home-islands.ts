import { staticIsland } from '#src/components/layout/static-island';

/**
 * The home page's sections that need no JavaScript (text, pictures, links and a CSS-only logo strip), as two static
 * islands (docs/architecture.md, "Static islands"): on a first visit their prerendered HTML stays as served, and
 * neither their code nor their content is downloaded. The hero, the work showcase and the services carousel
 * respond to input and hydrate as usual. The home route's loader preloads both.
 */
export const HomeIntro = staticIsland('home-intro', () => import('./home-static-sections').then((m) => ({ default: m.HomeIntroSections })));
export const HomeClosing = staticIsland('home-closing', () =>
  import('./home-static-sections').then((m) => ({ default: m.HomeClosingSections })),
);

export const homeIslands = [HomeIntro, HomeClosing] as const;
