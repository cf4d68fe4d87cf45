import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it, vi } from 'vitest';
import { ThemeContext } from '#machines/contexts';
import { COOKIE_SETTINGS_EVENT } from '#src/components/layout/cookie-settings-bridge';
import { SiteFooter } from '#src/components/layout/site-footer';
import { SiteHeader } from '#src/components/layout/site-header';
import { createAppRouter } from '#src/router';
import { theme } from '#src/styles/tokens';
import { renderWithRouter } from '../utils/render';

/** docs/product/site.md "Header and navigation": the items in order, each dropdown's pages in order. */
const DOCUMENTED_HEADER = [
  {
    label: 'Strategy',
    href: '/strategy',
    children: ['/strategy/details', '/creative', '/research', '/branding', '/digital', '/strategy/social-media'],
  },
  {
    label: 'Services',
    href: '/services',
    children: [
      '/services/tv-commercial',
      '/services/corporate-video',
      '/services/online-content',
      '/services/brand-films',
      '/services/recruitment-video',
      '/services/real-estate-video',
      '/services/ai-image-design',
    ],
  },
  { label: 'Projects', href: '/projects' },
  { label: 'Studio', href: '/studio' },
  { label: 'Process', href: '/process' },
  { label: 'R&D', href: '/imagination-engine' },
  { label: 'For Brands', href: '/for-brands' },
  { label: 'Insights', href: '/insights' },
  { label: 'Contact', href: '/contact' },
] as const;

/** docs/product/site.md "Footer": every link in order (it names only "About Us"; the other names are the pages' own). */
const DOCUMENTED_FOOTER = [
  ['Branding', '/services/branding'],
  ['Digital', '/services/digital'],
  ['Creative', '/services/creative'],
  ['Strategy', '/services/strategy'],
  ['About Us', '/studio'],
  ['Projects', '/projects'],
  ['Insights', '/insights'],
  ['Contact', '/contact'],
  ['Privacy Policy', '/privacy-policy'],
  ['Terms of Service', '/terms-of-service'],
  ['Cookie Policy', '/cookie-policy'],
  ['Sitemap', '/sitemap.xml'],
] as const;

const renderHeader = (path: string) =>
  renderWithRouter(
    <ThemeContext.Provider>
      <SiteHeader />
    </ThemeContext.Provider>,
    { path },
  );

/** The desktop navigation (shown from the lg breakpoint up: jsdom's window is narrower, so it is looked up among hidden elements). */
const desktopNav = () => document.querySelector<HTMLElement>('nav[aria-label="Main"]')!;
/** The full-screen panel, opened with its "Menu" button. */
const openMobileMenu = async () => {
  await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Menu' })));
  return within(screen.getByRole('dialog', { name: 'Menu' })).getByRole('navigation', { name: 'Mobile' });
};

/** Links of the nav's own list (top-level items), and links of the nested sub-lists (dropdown pages). */
const topLinks = (nav: HTMLElement) => {
  const list = nav.querySelector('ul');
  return [...nav.querySelectorAll('a')].filter((a) => a.closest('ul') === list);
};
const subLinks = (nav: HTMLElement, parentHref: string) => {
  const parent = topLinks(nav).find((a) => a.getAttribute('href') === parentHref)!;
  return [...parent.closest('li')!.querySelectorAll(':scope ul a')];
};
/** A link's name: its aria-label (dropdown links carry a description line under the label) or its text. */
/** A link's name: its aria-label, else its text without what is hidden from assistive technology (a dropdown page's description line). */
const label = (a: Element) => {
  if (a.hasAttribute('aria-label')) return a.getAttribute('aria-label');
  const copy = a.cloneNode(true) as Element;
  copy.querySelectorAll('[aria-hidden="true"]').forEach((hidden) => hidden.remove());
  return copy.textContent?.trim();
};
const current = (links: Element[]) => links.filter((a) => a.hasAttribute('aria-current')).map(label);
/** How a link looks (the styles a highlight changes). */
const look = (a: Element) => {
  const style = getComputedStyle(a);
  return `${style.color} | ${style.boxShadow} | ${style.backgroundColor}`;
};
/** The links that look different from the usual link of their list (the most common look). */
const highlighted = (links: Element[]) => {
  const counts = new Map<string, number>();
  for (const a of links) counts.set(look(a), (counts.get(look(a)) ?? 0) + 1);
  const usual = [...counts].sort((x, y) => y[1] - x[1])[0]?.[0];
  return links.filter((a) => look(a) !== usual).map(label);
};

describe('header: items', () => {
  it("the desktop navigation lists the product items in order, with each dropdown's pages", async () => {
    await renderHeader('/studio');
    const nav = desktopNav();
    expect(topLinks(nav).map((a) => [label(a), a.getAttribute('href')])).toEqual(DOCUMENTED_HEADER.map((i) => [i.label, i.href]));
    for (const item of DOCUMENTED_HEADER) {
      if (!('children' in item)) continue;
      expect(subLinks(nav, item.href).map((a) => a.getAttribute('href'))).toEqual([...item.children]);
    }
  });

  it("home (/) is the header's logo link", async () => {
    await renderHeader('/studio');
    expect(screen.getByRole('link', { name: /home/i }).getAttribute('href')).toBe('/');
  });

  it('the mobile menu lists Home and then the same items and pages', async () => {
    await renderHeader('/studio');
    const nav = await openMobileMenu();
    expect(topLinks(nav).map((a) => [label(a), a.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ...DOCUMENTED_HEADER.map((i) => [i.label, i.href]),
    ]);
    for (const item of DOCUMENTED_HEADER) {
      if (!('children' in item)) continue;
      expect(subLinks(nav, item.href).map((a) => a.getAttribute('href'))).toEqual([...item.children]);
    }
  });
});

/**
 * The item highlighted (aria-current, which the style follows) for a path: its
 * own page, its sub-paths, and the pages of its dropdown. `page`: the dropdown
 * page that is the current page, if any.
 */
const ACTIVE: readonly { path: string; item: string | null; page?: string }[] = [
  { path: '/services', item: 'Services' },
  { path: '/services/brand-films', item: 'Services', page: 'Brand Films' },
  { path: '/services/ai-image-design', item: 'Services', page: 'AI Image Design' },
  { path: '/strategy', item: 'Strategy' },
  { path: '/strategy/details', item: 'Strategy', page: 'Strategy Details' },
  { path: '/strategy/social-media', item: 'Strategy', page: 'Social Media Strategy' },
  { path: '/creative', item: 'Strategy', page: 'Creative' },
  { path: '/branding', item: 'Strategy', page: 'Branding' },
  { path: '/projects', item: 'Projects' },
  { path: '/projects/danone-avatars', item: 'Projects' },
  { path: '/insights/any-article', item: 'Insights' },
  { path: '/imagination-engine', item: 'R&D' },
  { path: '/for-brands', item: 'For Brands' },
  { path: '/contact', item: 'Contact' },
  { path: '/portfolio', item: null },
  { path: '/schedule-consultation', item: null },
];

describe('header: the active item', () => {
  it.each(ACTIVE)('$path highlights $item in the desktop nav and the mobile menu alike', async ({ path, item, page }) => {
    await renderHeader(path);
    const expected = item ? [item] : [];
    const desktop = desktopNav();
    expect(current(topLinks(desktop))).toEqual(expected);
    expect(screen.getByRole('link', { name: /home/i }).hasAttribute('aria-current')).toBe(false);
    const mobile = await openMobileMenu();
    expect(current(topLinks(mobile))).toEqual(expected);
    for (const nav of [desktop, mobile]) {
      // The highlight a visitor sees is the item aria-current names, no other.
      expect(highlighted(topLinks(nav))).toEqual(expected);
      const pages = [...nav.querySelectorAll(':scope ul ul a')];
      expect(current(pages)).toEqual(page ? [page] : []);
      expect(highlighted(pages)).toEqual(page ? [page] : []);
      if (page) expect(pages.find((a) => label(a) === page)!.getAttribute('aria-current')).toBe('page');
    }
  });

  it('the current page itself is aria-current="page"; its section item on a sub-page is marked as the current location', async () => {
    await renderHeader('/services');
    expect(within(desktopNav()).getByRole('link', { name: 'Services', hidden: true }).getAttribute('aria-current')).toBe('page');
    await act(async () => void fireEvent.click(within(desktopNav()).getByRole('link', { name: 'Studio', hidden: true })));
    expect(within(desktopNav()).getByRole('link', { name: 'Studio', hidden: true }).getAttribute('aria-current')).toBe('page');
    expect(within(desktopNav()).getByRole('link', { name: 'Services', hidden: true }).hasAttribute('aria-current')).toBe(false);
  });

  it('on a sub-page the item is the current location, not the current page', async () => {
    await renderHeader('/services/brand-films');
    expect(within(desktopNav()).getByRole('link', { name: 'Services', hidden: true }).getAttribute('aria-current')).toBe('location');
  });

  it("/ highlights Home (the logo and the mobile menu's Home) and no section", async () => {
    await renderHeader('/');
    expect(screen.getByRole('link', { name: /home/i }).getAttribute('aria-current')).toBe('page');
    expect(current(topLinks(desktopNav()))).toEqual([]);
    const mobile = await openMobileMenu();
    expect(current(topLinks(mobile))).toEqual(['Home']);
  });
});

describe('footer', () => {
  it('links every product footer page by name, in order, and nothing else in its navigation', async () => {
    await renderWithRouter(<SiteFooter />, { path: '/studio' });
    const footer = screen.getByRole('contentinfo');
    const links = within(footer)
      .getAllByRole('navigation')
      .flatMap((nav) => within(nav).getAllByRole('link'));
    expect(links.map((a) => [a.textContent?.trim(), a.getAttribute('href')])).toEqual(
      DOCUMENTED_FOOTER.map(([name, href]) => [name, href]),
    );
  });

  it('has a Cookie Settings button that asks the consent UI to open', async () => {
    await renderWithRouter(<SiteFooter />);
    let asked = 0;
    const listener = () => asked++;
    window.addEventListener(COOKIE_SETTINGS_EVENT, listener);
    fireEvent.click(within(screen.getByRole('contentinfo')).getByRole('button', { name: 'Cookie Settings' }));
    window.removeEventListener(COOKIE_SETTINGS_EVENT, listener);
    expect(asked).toBe(1);
  });
});

describe('error screen', () => {
  /** A page whose loader fails with `error`, under the site router's error handling (createAppRouter's defaults). */
  async function renderFailingPage(error: unknown) {
    const { defaultErrorComponent } = createAppRouter().options;
    const root = createRootRoute({
      component: () => (
        <ThemeProvider theme={theme}>
          <Outlet />
        </ThemeProvider>
      ),
    });
    const failing = createRoute({
      getParentRoute: () => root,
      path: '/studio',
      loader: () => {
        throw error;
      },
      component: () => <h1>Studio</h1>,
    });
    const router = createRouter({
      routeTree: root.addChildren([failing]),
      history: createMemoryHistory({ initialEntries: ['/studio'] }),
      defaultErrorComponent,
    });
    // The router and React report the failure on the console, as they should; expected here, so kept off the test output.
    const quiet = [
      vi.spyOn(console, 'error').mockImplementation(() => undefined),
      vi.spyOn(console, 'warn').mockImplementation(() => undefined),
    ];
    try {
      await act(async () => {
        render(<RouterProvider router={router} />);
        await router.load();
      });
    } finally {
      quiet.forEach((spy) => spy.mockRestore());
    }
  }

  it('a failing page shows "Unexpected Application Error!" with the message and a way home', async () => {
    await renderFailingPage(new Error('The studio schedule could not be read'));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Unexpected Application Error!');
    expect(screen.getByText('The studio schedule could not be read')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Studio' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to the home page' }).getAttribute('href')).toBe('/');
  });

  it('an error with a status shows the status and its text', async () => {
    await renderFailingPage({ status: 503, statusText: 'Service Unavailable' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Unexpected Application Error!');
    expect(screen.getByText('503 Service Unavailable')).toBeTruthy();
  });
});
