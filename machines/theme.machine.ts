import { setup } from 'xstate';

export type ThemeName = 'dark' | 'light';
export const THEME_STORAGE_KEY = 'theme';

/**
 * Colour theme: dark (default) ⇄ light. The prerendered page starts dark; an
 * inline head script applies the saved class before first paint, and after
 * hydration the view sends `theme.restore` so the machine catches up.
 */
export const themeMachine = setup({
  types: {
    events: {} as { type: 'theme.toggle' } | { type: 'theme.restore' },
  },
  actions: {
    persistTheme: (_, params: { theme: ThemeName }) => {
      try {
        window.localStorage.setItem(THEME_STORAGE_KEY, params.theme);
      } catch {
        /* storage may be unavailable (private mode); the class still applies */
      }
    },
    applyTheme: (_, params: { theme: ThemeName }) => {
      const root = document.documentElement;
      root.classList.remove(params.theme === 'dark' ? 'light' : 'dark');
      root.classList.add(params.theme);
      // The browser's own UI (address bar on phones) follows the page background of the theme now in force.
      const meta = document.querySelector('meta[name="theme-color"]');
      const background = document.body ? getComputedStyle(document.body).backgroundColor : '';
      if (meta && background) meta.setAttribute('content', background);
    },
  },
  guards: {
    isStoredLight: () => {
      try {
        return window.localStorage.getItem(THEME_STORAGE_KEY) === 'light';
      } catch {
        return false;
      }
    },
  },
}).createMachine({
  id: 'theme',
  description: 'the colour theme of the whole site, dark unless the visitor chose light',
  initial: 'dark',
  states: {
    dark: {
      description: 'the site is dark and the theme switch offers the light theme',
      on: {
        'theme.toggle': {
          target: 'light',
          description: 'the visitor presses the theme switch',
          actions: [
            { type: 'persistTheme', params: { theme: 'light' } },
            { type: 'applyTheme', params: { theme: 'light' } },
          ],
        },
        // The class is on <html> already (the boot script); applying it again also sets the browser UI colour.
        'theme.restore': {
          target: 'light',
          guard: 'isStoredLight',
          actions: { type: 'applyTheme', params: { theme: 'light' } },
          description: 'the page finishes loading for a visitor who chose the light theme on an earlier visit',
        },
      },
    },
    light: {
      description: 'the site is light and the theme switch offers the dark theme',
      on: {
        'theme.toggle': {
          target: 'dark',
          description: 'the visitor presses the theme switch',
          actions: [
            { type: 'persistTheme', params: { theme: 'dark' } },
            { type: 'applyTheme', params: { theme: 'dark' } },
          ],
        },
      },
    },
  },
});
