import type { AnyRoute } from '@tanstack/react-router';
import { within } from '@testing-library/react';
import { expect } from 'vitest';
import { renderWithRouter } from '../utils/render';

type Lazy = { (props: object): unknown; preload?: () => Promise<void> };

/** Render a file route's page component (code-split: load its chunk first) inside a router at `path`. */
export async function renderPage(route: AnyRoute, path: string) {
  const Component = route.options.component as unknown as Lazy;
  await Component.preload?.();
  // As the router does before it renders: the loader (these pages' loaders take no arguments) also loads a static
  // island's view.
  await (route.options.loader as ((context: object) => unknown) | undefined)?.({});
  const View = Component as unknown as () => React.ReactElement;
  return renderWithRouter(<View />, { path });
}

/** Exactly one h1, and no heading skips a level on the way down. */
export function expectSoundOutline(container: HTMLElement) {
  const headings = [...container.querySelectorAll('h1, h2, h3, h4, h5, h6')];
  expect(headings.filter((h) => h.tagName === 'H1')).toHaveLength(1);
  expect(headings[0]?.tagName).toBe('H1');
  let previous = 1;
  for (const heading of headings) {
    const level = Number(heading.tagName[1]);
    expect(level, `"${heading.textContent}" follows an h${previous}`).toBeLessThanOrEqual(previous + 1);
    previous = level;
  }
}

/** The section labelled by the h2 with this text. */
export function sectionByHeading(heading: string): HTMLElement {
  const h2 = [...document.querySelectorAll('h2')].find((h) => h.textContent === heading);
  if (!h2) throw new Error(`no h2 "${heading}"`);
  return h2.closest('section') as HTMLElement;
}

/** Texts of the h3 headings inside an element. */
export const h3s = (el: HTMLElement) =>
  within(el)
    .queryAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);

/** The route's head as the router builds it: head({ loaderData }) with the loader's data (for `params`, a dynamic route's page). */
function routeHead(route: AnyRoute, params: Record<string, string> = {}): { meta: Record<string, unknown>[] } {
  const loaderData = (route.options.loader as ((ctx: { params: Record<string, string> }) => unknown) | undefined)?.({ params });
  return (route.options.head as (ctx: { loaderData: unknown }) => { meta: Record<string, unknown>[] })({ loaderData });
}

/** Structured data types emitted by a route's head(). */
export function headLd(route: AnyRoute, params?: Record<string, string>): Record<string, unknown>[] {
  const head = routeHead(route, params);
  return head.meta.filter((m) => 'script:ld+json' in m).map((m) => m['script:ld+json'] as Record<string, unknown>);
}

export function headTitle(route: AnyRoute): string {
  const head = routeHead(route);
  return (head.meta.find((m) => 'title' in m) as { title: string }).title;
}
