import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { headerDropdownMachine } from '#machines/header-dropdown.machine';
import { mainNav } from '#src/content/navigation';
import { describeBrowserPaths, gotoHydratedTicking } from './browser-paths';
import { consentAnswered, seedStorage, useBrowser } from './helpers';

const { newPage } = useBrowser();
const dropdowns = mainNav.filter((item) => 'children' in item).map((item) => item.id);
const isOpen = async (page: Page, id: string) => (await page.getByTestId(`nav-menu-${id}`).getAttribute('data-open')) !== null;

describeBrowserPaths('headerDropdown', headerDropdownMachine, {
  newPage: async () => {
    const page = await newPage({ viewport: { width: 1440, height: 900 } });
    await seedStorage(page, { local: consentAnswered('e2e-dropdown-paths') });
    return page;
  },
  startText:
    'a desktop browser window 1440 px wide on the studio page (/studio), as a visitor who has already answered the cookie banner (necessary cookies only)',
  start: async (page) => {
    await gotoHydratedTicking(page, '/studio');
  },
  events: [
    { type: 'dropdown.pointerEnter', id: 'services' },
    { type: 'dropdown.pointerLeave' },
    { type: 'dropdown.toggle', id: 'strategy' },
    { type: 'dropdown.toggle', id: 'services' },
    { type: 'dropdown.open', id: 'strategy' },
    { type: 'dropdown.close' },
  ],
  contextKeys: ['openId'],
  exec: {
    'dropdown.pointerEnter': async (page, e) => page.locator(`[data-dropdown="${e.id}"] > a`).hover(),
    'dropdown.pointerLeave': async (page) => page.mouse.move(700, 700),
    // Keyboard: Enter on the submenu button.
    'dropdown.toggle': async (page, e) => {
      await page.locator(`#nav-trigger-${e.id}`).focus();
      await page.keyboard.press('Enter');
    },
    // Keyboard: ArrowDown on the submenu button (focus moves into the menu).
    'dropdown.open': async (page, e) => {
      await page.locator(`#nav-trigger-${e.id}`).focus();
      await page.keyboard.press('ArrowDown');
    },
    'dropdown.close': async (page) => page.mouse.click(4, 500),
  },
  states: {
    closed: async (page) => {
      for (const id of dropdowns) expect(await isOpen(page, id), id).toBe(false);
    },
    open: async (page, s) => {
      for (const id of dropdowns) expect(await isOpen(page, id), id).toBe(id === s.context.openId);
      expect(await page.locator(`#nav-trigger-${s.context.openId}`).getAttribute('aria-expanded')).toBe('true');
      expect(await page.getByTestId(`nav-menu-${s.context.openId}`).isVisible()).toBe(true);
    },
    // Still open while the close delay runs.
    closing: async (page, s) => {
      for (const id of dropdowns) expect(await isOpen(page, id), id).toBe(id === s.context.openId);
    },
  },
});
