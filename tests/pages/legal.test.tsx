import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ConsentContext } from '#machines/consent-context';
import CookieSettings from '#src/components/consent/cookie-settings';
import { COOKIE_SETTINGS_EVENT } from '#src/components/layout/cookie-settings-bridge';
import { site } from '#src/content/site';
import { Route as CookieRoute } from '#src/routes/cookie-policy';
import { Route as PrivacyRoute } from '#src/routes/privacy-policy';
import { Route as TermsRoute } from '#src/routes/terms-of-service';
import { withTheme } from '../utils/render';
import { expectSoundOutline, headLd, headTitle, renderPage } from './strategy-helpers';

const legal = [
  ['/privacy-policy', PrivacyRoute, 'Privacy Policy'],
  ['/terms-of-service', TermsRoute, 'Terms of Service'],
  ['/cookie-policy', CookieRoute, 'Cookie Policy'],
] as const;

describe.each(legal)('%s', (path, route, heading) => {
  it('has a hero with Last Updated March 15, 2024', async () => {
    const { container } = await renderPage(route, path);
    expectSoundOutline(container);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(heading);
    const time = container.querySelector('time')!;
    expect(time.closest('p')!.textContent).toBe('Last Updated: March 15, 2024');
    expect(time.getAttribute('datetime')).toBe('2024-03-15');
  });

  it('has a table of contents whose links lead to the section headings', async () => {
    await renderPage(route, path);
    const toc = screen.getByRole('navigation', { name: 'Contents' });
    const links = within(toc).getAllByRole('link');
    expect(links.length).toBeGreaterThanOrEqual(5);
    const h2s = screen.getAllByRole('heading', { level: 2 });
    expect(links.map((a) => a.getAttribute('href'))).toEqual(h2s.map((h) => `#${h.id}`));
    links.forEach((link, i) => expect(h2s[i]!.textContent).toContain(link.textContent!));
    // Every heading also offers a link to itself.
    for (const h2 of h2s) expect(document.querySelector(`a[href="#${h2.id}"][aria-label]`)).toBeTruthy();
  });

  it('lists contact by email, phone and postal address', async () => {
    await renderPage(route, path);
    const address = document.querySelector('address')!;
    expect(within(address).getByRole('link', { name: site.email }).getAttribute('href')).toBe(`mailto:${site.email}`);
    expect(within(address).getByRole('link', { name: site.phone }).getAttribute('href')).toBe(site.phoneHref);
    expect(address.textContent).toContain(site.address.street);
    expect(address.textContent).toContain(site.address.postalCode);
  });

  it('has its own title and breadcrumbs', () => {
    expect(headTitle(route)).toContain(heading);
    expect(headLd(route).map((ld) => ld['@type'])).toContain('BreadcrumbList');
  });
});

describe('policy content', () => {
  it('the privacy policy covers the contact form, the consultation wizard, the chat, analytics, retention and rights', async () => {
    await renderPage(PrivacyRoute, '/privacy-policy');
    const text = document.body.textContent!;
    for (const phrase of ['Contact form.', 'Consultation booking.', 'Chat with Avery.', 'Analytics (only with your consent).']) {
      expect(text).toContain(phrase);
    }
    expect(screen.getByRole('heading', { level: 2, name: /How long we keep information/ })).toBeTruthy();
    // The lead forms on the service pages and the portfolio, and the newsletter, say what they collect.
    const item = (term: string) =>
      [...document.querySelectorAll('li')].find((li) => li.querySelector('strong')?.textContent === term)!.textContent!;
    const enquiry = item('Project enquiry forms.');
    for (const field of [
      'service page',
      'portfolio',
      'name',
      'email address',
      'company',
      'message',
      'service you are asking about',
      'page you sent the form from',
    ]) {
      expect(enquiry).toContain(field);
    }
    expect(item('Newsletter.')).toMatch(/email address and the page you subscribed from/);
    expect(item('Your cookie choice.')).toContain('Global Privacy Control');
    expect(screen.getByRole('heading', { level: 2, name: /Your rights and choices/ })).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Retention periods' })).toBeTruthy();
  });

  it('the terms state California governing law and non-refundable payments unless otherwise specified', async () => {
    await renderPage(TermsRoute, '/terms-of-service');
    const text = document.body.textContent!;
    expect(text).toContain('governed by the laws of the State of California');
    expect(text).toContain('All payments are non-refundable unless otherwise specified');
  });

  it('the cookie policy names the four consent categories and the consent signals each one sets', async () => {
    await renderPage(CookieRoute, '/cookie-policy');
    const table = screen.getByRole('table', { name: 'Cookie categories and the consent signals they control' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...row.children].map((cell) => cell.textContent));
    expect(rows.map((r) => [r[0], r[2], r[3]])).toEqual([
      ['Necessary', 'security_storage', 'Always on'],
      ['Analytics', 'analytics_storage', 'Off until you agree'],
      ['Marketing', 'ad_storage, ad_user_data, ad_personalization', 'Off until you agree'],
      ['Preferences', 'functionality_storage, personalization_storage', 'Off until you agree'],
    ]);
  });

  it('the cookie policy’s categories read exactly as the cookie banner shows them', async () => {
    // The banner's settings view, as a visitor sees it.
    const settings = render(
      withTheme(
        <ConsentContext.Provider>
          <CookieSettings />
        </ConsentContext.Provider>,
      ),
    );
    const banner = [...settings.container.querySelectorAll('li[data-category]')].map((row) => [
      row.querySelector('label')!.textContent,
      row.querySelector('p')!.textContent,
    ]);
    expect(banner).toHaveLength(4);
    settings.unmount();

    await renderPage(CookieRoute, '/cookie-policy');
    const table = screen.getByRole('table', { name: 'Cookie categories and the consent signals they control' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...row.children].map((cell) => cell.textContent));
    expect(rows.map((r) => [r[0], r[1]])).toEqual(banner);
  });

  it('the cookie policy says the films, the home page reel included, come from the site itself with no consent, and lists every other host with when it loads', async () => {
    await renderPage(CookieRoute, '/cookie-policy');
    const table = screen.getByRole('table', { name: 'What this site loads from other hosts, and when' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...row.children].map((cell) => cell.textContent!));
    expect(rows[0]).toEqual([
      'Films, including the home page reel',
      'This site',
      expect.stringContaining('plays by itself behind the home page headline'),
      'Always; it needs no consent and sends nothing to another host',
    ]);
    expect(rows.slice(1).map((r) => [r[0], r[1], r[3]])).toEqual([
      ['Google Analytics', 'googletagmanager.com, google-analytics.com, analytics.google.com', 'Only after you allow Analytics'],
      ['YouTube', 'www.youtube-nocookie.com', 'Only when you press play on a film it hosts, whatever your cookie choice'],
      ['Vimeo', 'player.vimeo.com', 'Only when you press play on a film it hosts, whatever your cookie choice'],
    ]);
    expect(document.body.textContent).not.toMatch(/until then you see a still image/);
    expect(document.body.textContent).toContain('Global Privacy Control');
  });

  it('the cookie policy’s Cookie Settings button reopens the consent settings', async () => {
    await renderPage(CookieRoute, '/cookie-policy');
    let opened = 0;
    const onOpen = () => opened++;
    window.addEventListener(COOKIE_SETTINGS_EVENT, onOpen);
    try {
      act(() => void fireEvent.click(screen.getByRole('button', { name: 'Cookie Settings' })));
    } finally {
      window.removeEventListener(COOKIE_SETTINGS_EVENT, onOpen);
    }
    expect(opened).toBe(1);
  });
});
