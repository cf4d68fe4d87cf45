// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { internalHref } from '#src/components/layout/static-island';

/** Dispatches a plain (or `init`-modified) click on `target` and answers what the island would do with it. */
function answerTo(target: Element, init: MouseEventInit = {}): string | null {
  if (!target.isConnected) document.body.append(target);
  let answer: string | null = 'not clicked';
  const listen = (event: MouseEvent) => {
    answer = internalHref(event);
    event.preventDefault();
  };
  window.addEventListener('click', listen, true);
  target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init }));
  window.removeEventListener('click', listen, true);
  return answer;
}

/** A click on the text inside a link built from `attributes`. */
function clickOn(attributes: Record<string, string>, init: MouseEventInit = {}): string | null {
  const link = document.createElement('a');
  for (const [name, value] of Object.entries(attributes)) link.setAttribute(name, value);
  const inner = document.createElement('span');
  inner.textContent = 'a link';
  link.append(inner);
  document.body.append(link);
  return answerTo(inner, init);
}

describe('a click on a link inside a static island', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    window.history.replaceState(null, '', '/privacy-policy');
  });

  it('hands a plain click on a link to another page of the site to the router, with its query and fragment', () => {
    window.history.replaceState(null, '', '/privacy-policy');
    expect(clickOn({ href: '/cookie-policy' })).toBe('/cookie-policy');
    expect(clickOn({ href: '/insights?tag=ai#latest' })).toBe('/insights?tag=ai#latest');
    expect(clickOn({ href: `${window.location.origin}/contact` })).toBe('/contact');
  });

  it('leaves to the browser a jump within the page, another site, a download, another target and modified clicks', () => {
    window.history.replaceState(null, '', '/privacy-policy');
    expect(clickOn({ href: '#how-we-use-information' })).toBeNull();
    expect(clickOn({ href: 'https://example.org/policy' })).toBeNull();
    expect(clickOn({ href: 'mailto:hello@lumora.studio' })).toBeNull();
    expect(clickOn({ href: '/brochure.pdf', download: '' })).toBeNull();
    expect(clickOn({ href: '/cookie-policy', target: '_blank' })).toBeNull();
    expect(clickOn({ href: '/cookie-policy' }, { metaKey: true })).toBeNull();
    expect(clickOn({ href: '/cookie-policy' }, { ctrlKey: true })).toBeNull();
    expect(clickOn({ href: '/cookie-policy' }, { shiftKey: true })).toBeNull();
    expect(clickOn({ href: '/cookie-policy' }, { button: 1 })).toBeNull();
  });

  it('ignores a click outside any link', () => {
    expect(answerTo(document.createElement('p'))).toBeNull();
  });
});
