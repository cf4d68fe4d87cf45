// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { deferAppScripts } from '#src/app-scripts';

const page = (body = '<h1>Hello</h1>') =>
  '<!DOCTYPE html><html><head>' +
  '<link rel="modulepreload" href="/assets/link-1.js" fetchPriority="low" nonce="N0nce"/>' +
  '<link rel="modulepreload" href="/assets/route-2.js" fetchPriority="low" nonce="N0nce"/>' +
  '<link rel="modulepreload" href="/assets/link-1.js" fetchPriority="low" nonce="N0nce"/>' +
  `</head><body>${body}<script type="module" src="/assets/entry-client-3.js" async="" nonce="N0nce"></script></body></html>`;

/** Run the page's inline loader in this (jsdom) document as the browser would while parsing it. */
function runLoader(html: string) {
  const code = /<script nonce="N0nce" data-app-loader="">([\s\S]*?)<\/script>/.exec(html)?.[1];
  expect(code).toBeTruthy();
  Object.defineProperty(document, 'currentScript', { value: { nonce: 'N0nce' }, configurable: true });
  new Function(code!)();
}
const appended = () => ({
  preloads: [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((l) => l.getAttribute('href')),
  entries: [...document.body.querySelectorAll<HTMLScriptElement>('script[type="module"]')],
});
const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 5)));

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('deferAppScripts (content first, then the app)', () => {
  it('leaves no script or preload the browser would fetch before the first paint', () => {
    const html = deferAppScripts(page());
    expect(html).not.toMatch(/<script[^>]+src=/);
    expect(html).not.toMatch(/<link[^>]+modulepreload/);
    expect(html).toContain('<h1>Hello</h1>');
    expect(html).toContain('<script nonce="N0nce" data-app-loader="">');
  });

  it('requests the route chunks and the entry, with the page nonce, once a frame has been painted', async () => {
    runLoader(deferAppScripts(page()));
    expect(appended().entries).toHaveLength(0);
    await nextFrame();
    const { preloads, entries } = appended();
    expect(preloads).toEqual(['/assets/link-1.js', '/assets/route-2.js']);
    expect(entries).toHaveLength(1);
    expect(entries[0]!.getAttribute('src')).toBe('/assets/entry-client-3.js');
    expect(entries[0]!.nonce).toBe('N0nce');
  });

  it('loads the app only once, even when both the frame and the fallback timer fire', async () => {
    runLoader(deferAppScripts(page()));
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(appended().entries).toHaveLength(1);
  });

  it('writes no nonce into the loader of a page rendered without one (a prerendered page, allowed by hash)', () => {
    const html = deferAppScripts(page().replace(/ nonce="N0nce"/g, ''));
    expect(html).toContain('<script data-app-loader="">');
    expect(html).not.toContain('nonce="');
    expect(html).not.toMatch(/<script[^>]+src=/);
  });

  it('returns a document without an app entry unchanged', () => {
    const html = '<!DOCTYPE html><html><head></head><body><p>static</p></body></html>';
    expect(deferAppScripts(html)).toBe(html);
  });
});
