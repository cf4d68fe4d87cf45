import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { CONSENT_REVISION, CONSENT_STORAGE_KEY } from '#src/analytics/consent-storage';

const require = createRequire(import.meta.url);
const axePath = require.resolve('axe-core/axe.min.js');

export type AxeViolation = { id: string; impact: string | null; help: string; nodes: { target: string[] }[] };

/**
 * Run axe-core in the page (the context must be created with bypassCSP so the
 * script can be injected) and return serious and critical violations.
 */
export async function seriousViolations(page: Page, options: { include?: string } = {}): Promise<string[]> {
  // A first visit shows the cookie banner about a second after load, fading in: judged halfway through its fade,
  // its text measured against a half-transparent panel (a failure seen once on a loaded CI machine). So on a visit
  // with no stored answer let it appear first (on a page that never asks, the wait is in vain and brief); a visitor
  // who has answered never sees it, and nothing is waited for.
  const answered = await page.evaluate(
    ({ key, revision }) => {
      try {
        return (JSON.parse(localStorage.getItem(key) ?? 'null') as { revision?: number } | null)?.revision === revision;
      } catch {
        return false;
      }
    },
    { key: CONSENT_STORAGE_KEY, revision: CONSENT_REVISION },
  );
  if (!answered) {
    await page
      .getByTestId('cookie-banner')
      .waitFor({ state: 'visible', timeout: 2500 })
      .catch(() => undefined);
  }
  // Judge the settled page: wait for finite animations (fade-ins) to end; endless ones (marquees) are left running,
  // and scroll-linked ones (section transitions) follow the scroll, not the clock, so they never end by waiting.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.timeline instanceof DocumentTimeline && a.effect?.getTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  await page.addScriptTag({ path: axePath });
  const violations = await page.evaluate(async (include) => {
    const axe = (window as unknown as { axe: { run: (ctx: unknown, opts: unknown) => Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(include ? { include: [include] } : document, { resultTypes: ['violations'] });
    return result.violations;
  }, options.include);
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(', ')}`,
    );
}
