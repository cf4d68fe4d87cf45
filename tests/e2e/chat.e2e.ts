import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './axe';
import { baseUrl, consentAnswered, gotoHydrated, pageErrors, seedStorage, sessionCookie, useBrowser } from './helpers';

const browser = useBrowser();

const LAUNCHER = 'Ask Avery, our project assistant';
const DIALOG = 'Chat with Avery';
const INPUT = 'Message Avery';
const FAILURE = "I'm having trouble right now. Please try again or contact us directly at info@lumora.studio";
const WELCOME_START = "Hi, I'm Avery, Lumora Studio's project assistant.";

type Logged = { from: string; at: number; text: string };

/** A stored chat lead's fields as the studio's inbox shows them (signed in as the admin scripts/e2e.mjs sets up). */
async function storedChatLead(id: string): Promise<Record<string, unknown>> {
  const cookie = await sessionCookie('admin');
  const response = await fetch(`${baseUrl}/api/admin/leads/chat/${id}`, { headers: { cookie } });
  expect(response.status).toBe(200);
  const { fields } = (await response.json()) as { fields: { name: string; value: unknown }[] };
  return Object.fromEntries(fields.map((f) => [f.name, f.value]));
}

/**
 * A page whose visitor already answered the cookie banner (so it never covers the chat), with an
 * in-page log of when each chat message appeared, when the launcher was pressed and when the chat
 * window first appeared (page clock).
 */
async function newPage(options: Parameters<typeof browser.newPage>[0] = {}) {
  const page = await browser.newPage(options);
  await seedStorage(page, { local: consentAnswered('e2e-chat') });
  await page.addInitScript(() => {
    if (window !== window.top) return; // embedded players' frames
    const w = window as unknown as { __chatLog: Logged[]; __openedAt?: number; __windowAt?: number };
    w.__chatLog = [];
    const seen = new WeakSet<Element>();
    new MutationObserver(() => {
      if (w.__windowAt === undefined && document.querySelector('[data-testid="chat-window"]')) w.__windowAt = performance.now();
      document.querySelectorAll('[data-testid="chat-message"]').forEach((el) => {
        if (seen.has(el)) return;
        seen.add(el);
        w.__chatLog.push({ from: el.getAttribute('data-from') ?? '', at: performance.now(), text: el.textContent ?? '' });
      });
    }).observe(document, { childList: true, subtree: true });
    document.addEventListener(
      'click',
      (event) => {
        if ((event.target as Element | null)?.closest?.('[data-testid="chat-launcher"]')) w.__openedAt = performance.now();
      },
      true,
    );
  });
  return page;
}

const chatLog = (page: Page) => page.evaluate(() => (window as unknown as { __chatLog: Logged[] }).__chatLog);
const lastMessage = (page: Page) => page.getByTestId('chat-message-text').last();
const messageCount = (page: Page) => page.getByTestId('chat-message').count();
const size = async (page: Page) => {
  const box = await page.getByTestId('chat-window').boundingBox();
  return box && { width: Math.round(box.width), height: Math.round(box.height) };
};
const progress = (page: Page) => page.getByRole('progressbar').getAttribute('aria-valuenow');

/** Send a message with Enter and wait for Avery's reply (the typing indicator comes and goes). */
async function say(page: Page, text: string) {
  const before = await messageCount(page);
  const input = page.getByRole('textbox', { name: INPUT });
  await input.fill(text);
  await input.press('Enter');
  await expect.poll(() => messageCount(page), { timeout: 10_000 }).toBe(before + 2);
}

async function pick(page: Page, label: string) {
  const before = await messageCount(page);
  await page.getByRole('log').getByRole('button', { name: label, exact: true }).click();
  await expect.poll(() => messageCount(page), { timeout: 10_000 }).toBe(before + 2);
}

async function openChat(page: Page) {
  await page.getByRole('button', { name: LAUNCHER }).click();
  await expect.poll(() => messageCount(page), { timeout: 5000 }).toBe(1);
}

describe('chatbot Avery in Chromium', () => {
  it('opens at 400×600 with focus in the message box, welcomes after 500 ms, qualifies the lead to a stored record and a prefilled booking link', async () => {
    const page = await newPage({ viewport: { width: 1440, height: 900 } });
    await gotoHydrated(page, '/services');

    // Open: a 400×600 dialog, focus in the message box, the welcome 500 ms later (not before).
    await page.getByRole('button', { name: LAUNCHER }).click();
    const dialog = page.getByRole('dialog', { name: DIALOG });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await expect.poll(() => size(page)).toEqual({ width: 400, height: 600 }); // after the opening animation
    expect(await page.getByRole('textbox', { name: INPUT }).evaluate((el) => el === document.activeElement)).toBe(true);
    await expect.poll(() => messageCount(page), { timeout: 5000 }).toBe(1);
    // The chat downloads when the visitor turns to the launcher (docs/product/chat.md, "Loading"), so the window
    // opens once it has arrived; the welcome follows the window's opening.
    const { pressed, opened } = await page.evaluate(() => {
      const w = window as unknown as { __openedAt: number; __windowAt: number };
      return { pressed: w.__openedAt, opened: w.__windowAt };
    });
    expect(opened).toBeGreaterThanOrEqual(pressed);
    const welcome = (await chatLog(page))[0]!;
    expect(welcome.text).toContain(WELCOME_START);
    expect(welcome.at - opened).toBeGreaterThanOrEqual(490);
    expect(welcome.at - opened).toBeLessThan(1500);
    expect(await page.getByRole('log').getAttribute('aria-live')).toBe('polite');
    expect(await progress(page)).toBe('20');

    // A pricing question: no numbers, an offer of a consultation, and the step stays where it was.
    await say(page, 'How much does a TV commercial cost?');
    const pricing = (await lastMessage(page).textContent()) ?? '';
    expect(pricing).toContain("I can't quote prices in chat");
    expect(pricing).not.toMatch(/[0-9$]/);
    expect(await page.getByRole('log').getByRole('link', { name: 'Book a free consultation' }).last().getAttribute('href')).toBe(
      '/schedule-consultation',
    );
    expect(await progress(page)).toBe('20');

    // The qualification: quick actions and free text.
    await pick(page, 'TV Commercial');
    expect(await progress(page)).toBe('40');
    await say(page, 'in about 3 weeks');
    expect(await progress(page)).toBe('60');
    await pick(page, '$15K - $50K');
    expect(await progress(page)).toBe('80');
    await say(page, 'ana.ruiz@brightfield.co');
    expect(await lastMessage(page).textContent()).toBe("Thanks. And what's your name?");
    await say(page, 'Ana Ruiz');

    // The lead is stored: the page's POST /api/leads is answered 201 accepted.
    const input = page.getByRole('textbox', { name: INPUT });
    await input.fill('Brightfield Coffee');
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api/leads') && r.request().method() === 'POST'),
      input.press('Enter'),
    ]);
    expect(response.status()).toBe(201);
    const accepted = (await response.json()) as { id: string; status: string };
    expect(accepted).toMatchObject({ id: expect.any(String), status: 'accepted' });
    const lead = {
      name: 'Ana Ruiz',
      email: 'ana.ruiz@brightfield.co',
      company: 'Brightfield Coffee',
      project_type: 'TV Commercial',
      timeline: '2-4 weeks',
      budget_band: '$15K - $50K',
      page: '/services',
    };
    const sent = response.request().postDataJSON() as { conversation_id: string };
    expect(sent).toMatchObject({ source: 'chat', ...lead, conversation_id: expect.stringMatching(/^chat-[0-9a-z]+-[0-9a-z]{8}$/) });
    // What the studio's inbox holds for it.
    expect(await storedChatLead(accepted.id)).toMatchObject({ ...lead, conversation_id: sent.conversation_id });
    const booking = page.getByRole('log').getByRole('link', { name: 'Book your consultation' });
    await expect.poll(() => booking.count(), { timeout: 10_000 }).toBe(1);
    expect(await page.getByRole('progressbar').count()).toBe(0);
    const tracked = await page.evaluate(() =>
      JSON.stringify(
        ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []).map((e) =>
          e && typeof e === 'object' && 'length' in e ? Array.from(e as ArrayLike<unknown>) : e,
        ),
      ),
    );
    expect(tracked).toContain('lead_captured');
    expect(tracked).toContain('"event_label":"sales"');

    // Every reply came after a typing delay of 1000-2000 ms (a little slack for rendering).
    const log = await chatLog(page);
    for (let i = 1; i < log.length; i++) {
      if (log[i]!.from === 'avery' && log[i - 1]!.from === 'visitor') {
        expect(log[i]!.at - log[i - 1]!.at, log[i]!.text).toBeGreaterThanOrEqual(990);
        expect(log[i]!.at - log[i - 1]!.at, log[i]!.text).toBeLessThan(2600);
      }
    }

    // The booking link carries what Avery learned; the wizard prefills from it; the chat steps aside.
    const href = new URL((await booking.getAttribute('href'))!, 'http://x');
    expect(href.pathname).toBe('/schedule-consultation');
    expect(Object.fromEntries(href.searchParams)).toEqual({
      name: 'Ana Ruiz',
      email: 'ana.ruiz@brightfield.co',
      company: 'Brightfield Coffee',
      project_type: 'TV Commercial',
    });
    await booking.click();
    await page.waitForURL('**/schedule-consultation**');
    await expect.poll(() => page.getByRole('textbox', { name: 'Full Name' }).inputValue()).toBe('Ana Ruiz');
    expect(await page.getByTestId('chat-window').getAttribute('data-state')).toBe('minimised');
    expect(pageErrors(page)).toEqual([]);
  });

  it('minimises to 300×60 with Escape and keeps the conversation across navigation and a reload', async () => {
    const page = await newPage({ viewport: { width: 1280, height: 800 } });
    await gotoHydrated(page, '/');
    await openChat(page);
    await pick(page, 'Brand Films');
    const texts = await page.getByTestId('chat-message-text').allTextContents();

    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByTestId('chat-window').getAttribute('data-state')).toBe('minimised');
    await expect.poll(() => size(page)).toEqual({ width: 300, height: 60 });
    const restore = page.getByRole('button', { name: 'Open chat with Avery' });
    expect(await restore.evaluate((el) => el === document.activeElement)).toBe(true);

    // Client-side navigation: the widget lives in the root layout.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Studio' }).click();
    await page.waitForURL('**/studio');
    expect(await page.getByTestId('chat-window').getAttribute('data-state')).toBe('minimised');

    // A full page load within the session: restored from sessionStorage.
    await gotoHydrated(page, '/process');
    await expect.poll(() => page.getByTestId('chat-window').getAttribute('data-state')).toBe('minimised');
    await page.getByRole('button', { name: 'Open chat with Avery' }).click();
    await expect.poll(() => size(page)).toEqual({ width: 400, height: 600 });
    expect(await page.getByTestId('chat-message-text').allTextContents()).toEqual(texts);
    expect(await progress(page)).toBe('40');
    await pick(page, 'Planning phase');
    expect(await progress(page)).toBe('60');

    // Closing returns focus to the launcher; reopening does not welcome twice.
    await page.getByRole('button', { name: 'Close chat' }).click();
    expect(await page.getByRole('button', { name: LAUNCHER }).evaluate((el) => el === document.activeElement)).toBe(true);
    await page.getByRole('button', { name: LAUNCHER }).click();
    await expect.poll(async () => (await page.getByTestId('chat-message-text').allTextContents()).slice(0, texts.length)).toEqual(texts);
    expect(await page.getByTestId('chat-message-text').allTextContents()).toHaveLength(texts.length + 2);
    expect(pageErrors(page)).toEqual([]);
  });

  it('a failed save shows the failure text with the studio email, keeps the conversation and retries', async () => {
    const page = await newPage({ viewport: { width: 1280, height: 800 } });
    await page.route('**/api/leads', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"unavailable"}' }),
    );
    await gotoHydrated(page, '/contact');
    await openChat(page);
    await pick(page, 'Corporate Video');
    await pick(page, 'Under 2 weeks');
    await pick(page, 'Under $5K');
    // Avery asks for the email first, then the name, then the company.
    await say(page, 'jo@northwind.example');
    await say(page, 'Jo');
    await say(page, 'Northwind');
    await expect.poll(() => lastMessage(page).textContent(), { timeout: 10_000 }).toBe(FAILURE);
    const said = await page.locator('[data-from="visitor"] [data-testid="chat-message-text"]').allTextContents();
    expect(said).toEqual(['Corporate Video', 'Under 2 weeks', 'Under $5K', 'jo@northwind.example', 'Jo', 'Northwind']);

    await page.unroute('**/api/leads');
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api/leads')),
      page.getByRole('log').getByRole('button', { name: 'Try again' }).click(),
    ]);
    expect(response.status()).toBe(201);
    expect(response.request().postDataJSON()).toMatchObject({
      name: 'Jo',
      email: 'jo@northwind.example',
      company: 'Northwind',
      page: '/contact',
    });
    await expect.poll(() => lastMessage(page).textContent(), { timeout: 10_000 }).toMatch(/^Thank you, Jo\./);
    // The 503 is the page's own console error for the failed request; nothing else.
    expect(pageErrors(page).filter((e) => !/503|Service Unavailable/.test(e))).toEqual([]);
  });

  it('axe finds no serious problems in the launcher, the open chat (light and dark) and the minimised bar', async () => {
    const page = await newPage({ viewport: { width: 1280, height: 800 }, bypassCSP: true });
    await gotoHydrated(page, '/');
    await page.getByRole('button', { name: LAUNCHER }).waitFor(); // the chat's chunk loads after hydration
    expect(await seriousViolations(page, { include: '[data-testid="chat-launcher"]' })).toEqual([]);
    await openChat(page);
    await say(page, 'what would a brand film cost?');
    expect(await seriousViolations(page, { include: '[data-testid="chat-window"]' })).toEqual([]);
    await page.getByRole('button', { name: 'Switch to light theme' }).click();
    // The colour transitions settle: no CSS transition is still running.
    await expect
      .poll(() =>
        page.evaluate(() => document.getAnimations().filter((a) => a instanceof CSSTransition && a.playState === 'running').length),
      )
      .toBe(0);
    expect(await seriousViolations(page, { include: '[data-testid="chat-window"]' })).toEqual([]);
    await page.keyboard.press('Escape');
    expect(await seriousViolations(page, { include: '[data-testid="chat-window"]' })).toEqual([]);
  });

  it('on a phone the open chat takes the full width; the launcher is a compact button', async () => {
    const page = await newPage({ viewport: { width: 390, height: 844 } });
    await gotoHydrated(page, '/');
    const launcher = page.getByRole('button', { name: LAUNCHER });
    const box = (await launcher.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(box.width).toBeLessThan(80);
    await openChat(page);
    await expect.poll(async () => (await size(page))?.width).toBe(390);
    await page.keyboard.press('Escape');
    await expect.poll(() => size(page)).toEqual({ width: 300, height: 60 });
    expect(pageErrors(page)).toEqual([]);
  });
});
