import { act, fireEvent, render, screen } from '@testing-library/react';
import { expect } from 'vitest';
import { disclosureMachine } from '#machines/disclosure.machine';
import { LabToolCard } from '#src/components/blocks/lab-tool-card';
import { lab } from '#src/content/lab';
import { describePathTests } from '../utils/path-tests';
import { withTheme } from '../utils/render';

const events = [{ type: 'disclosure.toggle' }] as const;

// Replayed against a lab tool card: the "Learn more" button is the disclosure's only control.
const tool = lab.tools[0];
const button = () => screen.getByRole('button', { name: new RegExp(`about ${tool.title}`) });
const panel = () => document.getElementById(button().getAttribute('aria-controls')!)!;

describePathTests('disclosure · lab tool card', disclosureMachine, {
  start: 'the lab page (/lab), at the card of its first tool, with its details hidden',
  simplePaths: true,
  events: [...events],
  setup: () => {
    render(withTheme(<LabToolCard tool={tool} />));
    return {};
  },
  exec: { 'disclosure.toggle': () => act(() => void fireEvent.click(button())) },
  states: {
    collapsed: () => {
      expect(button().getAttribute('aria-expanded')).toBe('false');
      expect(button().textContent).toBe('Learn more');
      expect(panel().hidden).toBe(true);
    },
    expanded: () => {
      expect(button().getAttribute('aria-expanded')).toBe('true');
      expect(button().textContent).toBe('Show less');
      expect(panel().hidden).toBe(false);
      expect(panel().textContent).toContain(tool.details);
    },
  },
});
