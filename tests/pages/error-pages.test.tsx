import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BAD_ADDRESS_PATH } from '#src/content/error-pages';
import { renderRoute } from '../utils/render-route';

describe('error pages', () => {
  it('an unknown page says 404 and offers a way home', async () => {
    const { container } = await renderRoute('/no-such-page');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('This page is off the cutting-room floor');
    expect(container.textContent).toContain('404');
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/');
  });

  it('the page sent with 400 for an unreadable address says so in words, not 404', async () => {
    const { container } = await renderRoute(BAD_ADDRESS_PATH);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('We could not read this address');
    expect(container.textContent).toMatch(/garbled/);
    expect(container.textContent).not.toContain('404');
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/');
  });
});
