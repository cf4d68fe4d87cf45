import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { KeepHyphenated } from '#src/components/ui/keep-hyphenated';
import { StepList } from '#src/components/blocks/step-list';
import { withTheme } from '../utils/render';

/** Short ranges and hyphenated compounds never break after their dash; what a reader copies is unchanged. */
describe('KeepHyphenated', () => {
  afterEach(cleanup);

  const unbreakable = (container: HTMLElement) =>
    [...container.querySelectorAll('span')].filter((span) => span.style.whiteSpace === 'nowrap').map((span) => span.textContent);

  it('keeps a range (set with an en dash) and a compound on one line each, and the text reads the same', () => {
    const { container } = render(<KeepHyphenated text="Book a free 30-minute call, ready in 3-5 days." />);
    expect(unbreakable(container)).toEqual(['30-minute', '3–5']);
    expect(container.textContent).toBe('Book a free 30-minute call, ready in 3–5 days.');
  });

  it('is how a step duration is set', () => {
    const { container } = render(withTheme(<StepList steps={[{ title: 'Script', description: 'We write it.', duration: 'Days 1-3' }]} />));
    expect(unbreakable(container)).toEqual(['1–3']);
  });
});
