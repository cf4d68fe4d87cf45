import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { site } from '#src/content/site';
import { ContactDetails } from '#src/routes/contact/-components/contact-details';
import { StartProjectAside } from '#src/routes/portfolio/-components/start-project-aside';
import { renderWithRouter } from '../utils/render';

/** The asides beside the contact form and the portfolio's project form give the same direct lines. */
describe.each([
  ['the contact page', () => <ContactDetails />, 'Talk to a producer directly'],
  ['the portfolio form', () => <StartProjectAside />, 'Prefer to talk?'],
])('the aside beside %s', (_, aside, heading) => {
  afterEach(cleanup);

  it('names itself and lists email, phone, studio address and office hours as working links and text', async () => {
    await renderWithRouter(aside());
    const region = screen.getByRole('complementary', { name: heading });
    const lines = within(region).getAllByRole('listitem');
    expect(lines.map((li) => li.querySelector('span > span')?.textContent)).toEqual(['Email', 'Phone', 'Studio', 'Office hours']);
    expect(within(region).getByRole('link', { name: site.email }).getAttribute('href')).toBe(`mailto:${site.email}`);
    expect(within(region).getByRole('link', { name: site.phone }).getAttribute('href')).toBe(site.phoneHref);
    expect(region.querySelector('address')?.textContent).toContain(site.address.street);
    // Ranges read with an en dash (docs/product/site.md), the data keeps its hyphen.
    expect(lines[3]!.textContent).not.toMatch(/\d-\d/);
  });
});
