import { fireEvent, render, screen } from '@testing-library/react';
import { act } from 'react';
import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { ThemeContext } from '#machines/contexts';
import { themeMachine } from '#machines/theme.machine';
import { ThemeToggle } from '#src/components/layout/theme-toggle';
import { describePathTests } from '../utils/path-tests';
import { withTheme } from '../utils/render';

describe('theme machine', () => {
  it('starts dark and toggles to light and back, persisting and applying each choice', () => {
    const persisted: string[] = [];
    const applied: string[] = [];
    const actor = createActor(
      themeMachine.provide({
        actions: {
          persistTheme: (_, p) => void persisted.push(p.theme),
          applyTheme: (_, p) => void applied.push(p.theme),
        },
      }),
    ).start();
    expect(actor.getSnapshot().value).toBe('dark');
    actor.send({ type: 'theme.toggle' });
    actor.send({ type: 'theme.toggle' });
    expect(actor.getSnapshot().value).toBe('dark');
    expect(persisted).toEqual(['light', 'dark']);
    expect(applied).toEqual(['light', 'dark']);
  });

  it('restores a saved light theme, and ignores anything else', () => {
    const light = createActor(themeMachine.provide({ guards: { isStoredLight: () => true } })).start();
    light.send({ type: 'theme.restore' });
    expect(light.getSnapshot().value).toBe('light');
    const dark = createActor(themeMachine.provide({ guards: { isStoredLight: () => false } })).start();
    dark.send({ type: 'theme.restore' });
    expect(dark.getSnapshot().value).toBe('dark');
  });
});

function renderToggle() {
  render(
    withTheme(
      <ThemeContext.Provider>
        <ThemeToggle />
      </ThemeContext.Provider>,
    ),
  );
}

describe('theme toggle view', () => {
  it('writes localStorage "theme" and swaps the class on <html>', () => {
    document.documentElement.className = 'dark';
    renderToggle();
    fireEvent.click(screen.getByRole('button', { name: 'Switch to light theme' }));
    expect(window.localStorage.getItem('theme')).toBe('light');
    expect(document.documentElement.classList.contains('light')).toBe(true);
    expect(document.documentElement.classList.contains('dark')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Switch to dark theme' }));
    expect(window.localStorage.getItem('theme')).toBe('dark');
    expect(document.documentElement.className).toBe('dark');
  });

  it('picks up a saved light theme after mounting', () => {
    window.localStorage.setItem('theme', 'light');
    renderToggle();
    expect(screen.getByRole('button', { name: 'Switch to dark theme' })).toBeTruthy();
  });
});

// Model: a visitor with nothing saved (the restore-from-storage branch is covered above).
const freshVisitor = themeMachine.provide({ guards: { isStoredLight: () => false } });

describePathTests('theme · view', freshVisitor, {
  start: 'any page, as a visitor who has never chosen a colour theme (the site is dark)',
  simplePaths: true,
  events: [{ type: 'theme.toggle' }, { type: 'theme.restore' }],
  unreachable: {
    'theme.dark:theme.restore:0':
      'needs a saved light theme before mount: covered by "picks up a saved light theme after mounting" and the reload browser test',
  },
  setup: () => {
    document.documentElement.className = 'dark';
    renderToggle();
    return {};
  },
  exec: {
    'theme.toggle': () => act(() => void fireEvent.click(screen.getByRole('button', { name: /Switch to/ }))),
    // restore is sent by the view on mount; sending again must be harmless
    'theme.restore': () => undefined,
  },
  states: {
    dark: () => {
      expect(screen.getByRole('button', { name: 'Switch to light theme' })).toBeTruthy();
      expect(document.documentElement.classList.contains('dark')).toBe(true);
    },
    light: () => {
      expect(screen.getByRole('button', { name: 'Switch to dark theme' })).toBeTruthy();
      expect(document.documentElement.classList.contains('light')).toBe(true);
      expect(window.localStorage.getItem('theme')).toBe('light');
    },
  },
});
