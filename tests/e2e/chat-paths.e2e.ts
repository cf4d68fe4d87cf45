import type { Page, Route } from 'playwright-core';
import { expect } from 'vitest';
import { chatQualificationMachine, leadPayload, qualificationProgress, TYPING_MAX_MS } from '#machines/chat-qualification.machine';
import { hasPricingWords } from '#machines/chat-recognisers';
import { CHAT_STORAGE_KEY, chatWidgetMachine } from '#machines/chat-widget.machine';
import { chatCopy, chatUi } from '#src/content/chat';
import { showRange } from '#src/content/typography';
import { blankSendExcuses, CHAT_FAILURE, chatSampleEvents, chatSerializeState } from '../utils/chat-fixtures';
import { machineInventory } from '../utils/path-tests';
import { describeBrowserPaths, gotoHydratedTicking, tickUntil } from './browser-paths';
import { consentAnswered, seedStorage, useBrowser } from './helpers';

const { newPage } = useBrowser();
const PAGE = '/studio';
const WELCOME_MS = Number(chatWidgetMachine.implementations.delays.welcomeDelay);

const chatWindow = (page: Page) => page.getByTestId('chat-window');
const log = (page: Page) => page.getByTestId('chat-log');
const input = (page: Page) => page.getByRole('textbox', { name: chatUi.inputLabel });

/** The chat opens once the page has hydrated and the chat's own chunk has loaded (the clock runs until it shows). */
async function chatShown(page: Page) {
  await tickUntil(page, async () => (await page.getByTestId('chat-launcher').count()) + (await chatWindow(page).count()) > 0);
}

// Every POST /api/leads waits here until the walk says how the server answers (saveLead's done or error).
const heldLeads = new WeakMap<Page, Route[]>();
async function holdLeads(page: Page) {
  heldLeads.set(page, []);
  await page.route('**/api/leads', (route) => void heldLeads.get(page)!.push(route));
}
async function nextHeldLead(page: Page) {
  await expect.poll(() => heldLeads.get(page)!.length, { timeout: 10_000 }).toBeGreaterThan(0);
  return heldLeads.get(page)!.shift()!;
}

/** The conversation's state as the page keeps it for a reload (sessionStorage): the page has taken the server's answer once it moves on. */
const keptConversationState = (page: Page) =>
  page.evaluate((key) => {
    const kept = JSON.parse(sessionStorage.getItem(key) ?? 'null') as {
      snapshot?: { children?: { conversation?: { snapshot?: { value?: unknown } } } };
    } | null;
    return JSON.stringify(kept?.snapshot?.children?.conversation?.snapshot?.value ?? null);
  }, CHAT_STORAGE_KEY);
const answerTaken = (page: Page) => expect.poll(() => keptConversationState(page), { timeout: 10_000 }).not.toBe(JSON.stringify('saving'));

const otherVariant = (key: string) =>
  /^chatQualification\.(support|general)([.:]|$)/.test(key) || /^chatQualification\.idle:chat\.welcome:[12]$/.test(key);
const inventory = machineInventory(chatQualificationMachine);

describeBrowserPaths('chatQualification', chatQualificationMachine, {
  newPage: async () => {
    const page = await newPage({ viewport: { width: 1280, height: 900 } });
    await seedStorage(page, { local: consentAnswered('e2e-chat-paths') });
    await holdLeads(page);
    return page;
  },
  startText:
    'a desktop browser window 1280 px wide on the studio page (/studio) once the chat button shows in the corner, as a visitor who has already answered the cookie banner and has not chatted before in this browser session',
  start: async (page) => {
    await gotoHydratedTicking(page, PAGE);
    await chatShown(page);
  },
  events: chatSampleEvents as never,
  serializeState: chatSerializeState,
  input: { variant: 'sales' },
  delays: { typingDelay: TYPING_MAX_MS },
  unreachable: {
    ...blankSendExcuses,
    ...Object.fromEntries(
      [...inventory.states, ...inventory.transitions]
        .filter(otherVariant)
        .map((key) => [
          key,
          "the site's floating chat is the sales variant (a conversation's variant is fixed): the support variant is the signed-in client area's inline chat, not a visitor flow, and the default variant is on no page; both are taken by the jsdom suites in tests/machines/chat-qualification.test.tsx",
        ]),
    ),
  },
  exec: {
    // The launcher opens the window; the widget posts the welcome after its own delay.
    'chat.welcome': async (page) => {
      await page.getByRole('button', { name: chatUi.launcher }).click();
      await page.clock.runFor(WELCOME_MS + 10);
    },
    'chat.send': async (page, e) => {
      await input(page).fill((e as { text?: string }).text ?? '');
      await input(page).press('Enter');
    },
    'chat.quickAction': async (page, e) =>
      log(page)
        .getByRole('button', { name: (e as { label?: string }).label, exact: true })
        .click(),
    // A reload while Avery is typing: the conversation comes back from the session and the reply is scheduled again.
    'chat.resume': async (page) => {
      await gotoHydratedTicking(page, PAGE);
      await chatShown(page);
    },
    // The real server stores the lead.
    'xstate.done.actor.saveLead': async (page, _e, { before }) => {
      const route = await nextHeldLead(page);
      const { conversation_id: _id, ...lead } = leadPayload(before.context);
      expect(route.request().postDataJSON()).toEqual({
        ...lead,
        page: PAGE,
        conversation_id: expect.stringMatching(/^chat-[0-9a-z]+-[0-9a-z]{8}$/),
      });
      const [response] = await Promise.all([page.waitForResponse((r) => r.url().endsWith('/api/leads')), route.continue()]);
      expect(response.status()).toBe(201);
      await answerTaken(page);
    },
    'xstate.error.actor.saveLead': async (page) => {
      const route = await nextHeldLead(page);
      await route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"unavailable"}' });
      await answerTaken(page);
    },
  },
  states: {
    idle: async (page) => {
      expect(await page.getByRole('button', { name: chatUi.launcher }).isVisible()).toBe(true);
      expect(await chatWindow(page).count()).toBe(0);
    },
    '*': async (page, s) => {
      if (s.matches('idle')) return;
      const dialog = page.getByRole('dialog', { name: chatUi.dialogLabel });
      expect(await dialog.getAttribute('data-state')).toBe('open');
      expect(await log(page).getAttribute('aria-live')).toBe('polite');
      // The log shows exactly the conversation so far, with its page links.
      const { messages } = s.context;
      expect(await page.getByTestId('chat-message-text').allTextContents()).toEqual(
        messages.map((m) => (m.isUser ? m.text : showRange(m.text))),
      );
      const links = await log(page)
        .locator('a')
        .evaluateAll((anchors) => anchors.map((a) => [a.textContent, a.getAttribute('href')]));
      expect(links).toEqual(messages.filter((m) => m.pageLink).map((m) => [m.pageLink!.text, m.pageLink!.url]));
      // A pricing question never gets a number back.
      const shown = await page.getByTestId('chat-message').evaluateAll((items) =>
        items.map((item) => ({
          from: item.getAttribute('data-from'),
          text: item.querySelector('[data-testid="chat-message-text"]')?.textContent ?? '',
        })),
      );
      shown.forEach((m, i) => {
        const previous = shown[i - 1];
        if (m.from === 'avery' && previous?.from === 'visitor' && hasPricingWords(previous.text)) expect(m.text).not.toMatch(/[0-9$€£]/);
      });
      // Typing indicator, quick actions and the send button follow the pending reply.
      const typing = s.hasTag('typing');
      expect(await page.getByTestId('chat-typing').getAttribute('data-active')).toBe(typing ? 'true' : null);
      const last = messages.at(-1)!;
      expect(await log(page).getByRole('button').allTextContents()).toEqual(!typing && !last.isUser ? last.quickActions : []);
      if (typing) {
        await input(page).fill('one more thing');
        expect(await page.getByRole('button', { name: chatUi.send }).isDisabled()).toBe(true);
        await input(page).fill('');
      }
      // Progress: (step index + 1) of 5, gone once the brief is complete.
      const progress = qualificationProgress(s);
      const bar = page.getByTestId('chat-progress');
      if (progress === null) expect(await bar.count()).toBe(0);
      else expect(await bar.getAttribute('aria-valuenow')).toBe(String(progress));
    },
    failed: async (page) => {
      expect(await page.getByTestId('chat-message-text').allTextContents()).toContain(CHAT_FAILURE);
    },
    complete: async (page, s) => {
      const booking = log(page).getByRole('link', { name: chatCopy.bookingLink }).last();
      const url = new URL((await booking.getAttribute('href'))!, 'http://x');
      expect(url.pathname).toBe('/schedule-consultation');
      const { name, email, company, project_type } = s.context.lead;
      expect(Object.fromEntries(url.searchParams)).toEqual({ name, email, company, project_type });
    },
  },
});
