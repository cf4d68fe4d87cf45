import { expect } from 'vitest';
import { headerDropdownMachine } from '../../machines/header-dropdown.machine';
import { describeBrowserPaths } from './browser-paths';
import { gotoHydrated, useBrowser } from './helpers';

const { newPage } = useBrowser();
const menuOpen = (page: import('playwright-core').Page, id: string) => page.getByTestId(`nav-menu-${id}`).getAttribute('data-open');

describeBrowserPaths('headerDropdown', headerDropdownMachine, {
  newPage: () => newPage({ viewport: { width: 1440, height: 900 } }),
  start: async (page) => {
    await gotoHydrated(page, '/studio');
  },
  events: [
    { type: 'dropdown.pointerEnter', id: 'services' },
    { type: 'dropdown.pointerLeave' },
    { type: 'dropdown.toggle', id: 'strategy' },
    { type: 'dropdown.focusIn', id: 'strategy' },
    { type: 'dropdown.close' },
  ],
  contextKeys: ['openId'],
  maxPaths: 14,
  exec: {
    'dropdown.pointerEnter': async (page, e) => page.locator(`[data-dropdown="${e.id}"] > a`).hover(),
    'dropdown.pointerLeave': async (page) => page.mouse.move(700, 700),
    'dropdown.toggle': async (page, e) => {
      await page.locator(`#nav-trigger-${e.id}`).focus();
      await page.keyboard.press('Enter');
    },
    'dropdown.focusIn': async (page, e) => page.locator(`[data-dropdown="${e.id}"] > a`).focus(),
    'dropdown.close': async (page) => page.mouse.click(4, 500),
  },
  states: {
    closed: async (page) => {
      await expect.poll(() => menuOpen(page, 'services')).toBeNull();
      await expect.poll(() => menuOpen(page, 'strategy')).toBeNull();
    },
    open: async (page, s) => {
      await expect.poll(() => menuOpen(page, s.context.openId!)).not.toBeNull();
    },
    closing: async (page, s) => {
      await expect.poll(() => menuOpen(page, s.context.openId!)).not.toBeNull();
    },
  },
});
