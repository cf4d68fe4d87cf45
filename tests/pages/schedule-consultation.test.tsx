import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import { consultationWizardMachine, type WizardEnvironment } from '#machines/consultation-wizard.machine';
import type { ConsultationAccepted, ConsultationSubmission } from '#src/api/consultation';
import { ApiError } from '#src/api/http';
import { site } from '#src/content/site';
import { DRAFT_KEY, readDraft } from '#src/consultation/draft';
import { isoDateIn } from '#src/consultation/time';
import { ConsultationWizard } from '#src/routes/(consultation)/-components/consultation-wizard';
import { Route as ScheduleRoute } from '#src/routes/(consultation)/schedule-consultation';
import { theme } from '#src/styles/tokens';
import { environment as fixtureEnvironment, fixedNow } from '../utils/consultation-fixtures';
import { renderWithRouter } from '../utils/render';

/** The fixture's session with the same fixed clock as its "today" (2030-03-04, 10:00 AM in New York). */
const environment = (draft: WizardEnvironment['draft'] = null): WizardEnvironment => ({
  ...fixtureEnvironment(draft),
  clock: () => fixedNow,
});

const CONSENT_LABEL = 'I consent to receive email communication about my consultation and project. *';
const ERROR_TEXT = `There was an error submitting your consultation request. Please try again or contact us directly at ${site.email}`;

// The real route (validateSearch, component) under a bare root with the theme.
const root = createRootRoute({
  component: () => (
    <ThemeProvider theme={theme}>
      <Outlet />
    </ThemeProvider>
  ),
});
// A new route from the real one's options: updating the real route would re-parent it inside the site's route tree,
// which other test files in the same worker render.
const scheduleRoute = createRoute({
  ...ScheduleRoute.options,
  id: undefined,
  path: '/schedule-consultation',
  getParentRoute: () => root,
} as never);
const other = createRoute({ getParentRoute: () => root, path: '$', component: () => null });
const home = createRoute({ getParentRoute: () => root, path: '/', component: () => null });
const routeTree = root.addChildren([scheduleRoute as never, home, other]);

async function renderPage(url = '/schedule-consultation') {
  const router = createRouter({ routeTree, history: createMemoryHistory({ initialEntries: [url] }) });
  let result!: ReturnType<typeof render>;
  await act(async () => {
    result = render(<RouterProvider router={router} />);
    await router.load();
  });
  await screen.findByTestId('wizard-step-of');
  return { ...result, router };
}

type Deferred<T> = { promise: Promise<T>; resolve: (v: T) => void; reject: (e: unknown) => void };
const deferred = <T,>(): Deferred<T> => {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
};

/** The wizard with a fixed clock and zone and a fake POST (no network). */
async function renderWizard(env: WizardEnvironment = environment()) {
  const sent: ConsultationSubmission[] = [];
  let answer = deferred<ConsultationAccepted>();
  const machine = consultationWizardMachine.provide({
    actors: {
      loadEnvironment: fromPromise(async () => env),
      submitConsultation: fromPromise<ConsultationAccepted, ConsultationSubmission>(({ input }) => {
        sent.push(input);
        answer = deferred();
        return answer.promise;
      }),
    },
  });
  const view = await renderWithRouter(<ConsultationWizard machine={machine} />);
  await act(async () => void (await new Promise((resolve) => setTimeout(resolve, 0))));
  return { ...view, sent, answer: () => answer };
}

const next = (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: /Next Step/ }));
const stepText = () => screen.getByTestId('wizard-step-of').textContent;

async function fillAll(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: 'Full Name' }), '  Jordan Reyes ');
  await user.type(screen.getByRole('textbox', { name: 'Email Address' }), 'jordan@northwind.example');
  await user.type(screen.getByRole('textbox', { name: 'Company' }), 'Northwind Outfitters');
  await next(user);
  await user.selectOptions(screen.getByRole('combobox', { name: 'Project Type' }), 'Brand Films');
  await user.type(screen.getByRole('textbox', { name: 'Project Description' }), 'A 90 second brand film for the spring launch.');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Timeline' }), '1-2 months');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Budget Range' }), '$15,000 - $50,000');
  await user.click(screen.getByRole('checkbox', { name: 'Website' }));
  await user.click(screen.getByRole('checkbox', { name: 'Social Media' }));
  await user.type(screen.getByRole('textbox', { name: 'Goals' }), 'Awareness and pre-orders.');
  await next(user);
  fireEvent.change(screen.getByLabelText(/^Preferred Date/), { target: { value: '2030-03-12' } });
  await user.selectOptions(screen.getByRole('combobox', { name: 'Preferred Time' }), '1:00 PM');
  await next(user);
  await user.type(screen.getByRole('textbox', { name: /Inspiration Links/ }), 'https://vimeo.com/1{Enter}www.example.com/reel');
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('/schedule-consultation page', () => {
  it('shows Step 1 of 4 with 25% complete, an accessible progress bar, the four step titles and a link back to /contact', async () => {
    await renderPage();
    expect(screen.getByRole('heading', { level: 1 })).toBeTruthy();
    expect(stepText()).toBe('Step 1 of 4');
    expect(screen.getByText('25% complete')).toBeTruthy();
    const bar = screen.getByRole('progressbar', { name: 'Consultation request progress' });
    expect(bar.getAttribute('aria-valuenow')).toBe('25');
    expect(bar.getAttribute('aria-valuemin')).toBe('0');
    expect(bar.getAttribute('aria-valuemax')).toBe('100');
    const stepper = screen.getByRole('list', { name: 'Steps' });
    expect(
      within(stepper)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['1Contact Information', '2Project Details', '3Scheduling Preferences', '4Additional Information']);
    expect(within(stepper).getAllByRole('listitem')[0]!.getAttribute('aria-current')).toBe('step');
    expect(screen.getByRole('heading', { level: 2, name: 'Contact Information' })).toBeTruthy();
    const back = screen.getByRole('link', { name: /contact form/ });
    expect(back.getAttribute('href')).toBe('/contact');
  });

  it('Next is never blocked by validation; Previous goes back; focus moves to the new step’s heading', async () => {
    const user = userEvent.setup();
    await renderPage();
    expect(screen.queryByRole('button', { name: /Previous/ })).toBeNull();
    await next(user);
    expect(stepText()).toBe('Step 2 of 4');
    expect(screen.getByText('50% complete')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: 'Project Details' }));
    await next(user);
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('75');
    await next(user);
    expect(stepText()).toBe('Step 4 of 4');
    expect(screen.getByText('100% complete')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Next Step/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Schedule Consultation' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /Previous/ }));
    expect(stepText()).toBe('Step 3 of 4');
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: 'Scheduling Preferences' }));
  });

  it('after hydration: the browser’s time zone, video meeting, email consent on, marketing off, dates from the visitor’s today', async () => {
    const user = userEvent.setup();
    await renderPage();
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    await next(user);
    await next(user);
    await waitFor(() => expect((screen.getByRole('combobox', { name: /^Time Zone/ }) as HTMLSelectElement).value).toBe(zone));
    expect(screen.getByLabelText(/^Preferred Date/).getAttribute('min')).toBe(isoDateIn(new Date()));
    expect((screen.getByRole('radio', { name: /Video call/ }) as HTMLInputElement).checked).toBe(true);
    await next(user);
    expect((screen.getByRole('checkbox', { name: CONSENT_LABEL }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: /insights and studio news/ }) as HTMLInputElement).checked).toBe(false);
  });

  it('offers exactly the product’s options', async () => {
    const user = userEvent.setup();
    await renderPage();
    const options = (name: string | RegExp) =>
      within(screen.getByRole('combobox', { name }))
        .getAllByRole('option')
        .map((o) => (o as HTMLOptionElement).value)
        .filter(Boolean);
    await next(user);
    expect(options('Project Type')).toEqual([
      'TV Commercial',
      'Brand Films',
      'Corporate Video',
      'Social Media Content',
      'Real Estate Video',
      'Recruitment Video',
      'AI Image Design',
      'Multiple Services',
      'Not Sure',
    ]);
    expect(options('Timeline')).toEqual(['ASAP (Under 2 weeks)', '2-4 weeks', '1-2 months', '2-3 months', '3+ months', 'Flexible']);
    expect(options('Budget Range')).toEqual([
      'Under $5,000',
      '$5,000 - $15,000',
      '$15,000 - $50,000',
      '$50,000 - $100,000',
      'Over $100,000',
      'Need guidance',
    ]);
    const group = screen.getByRole('group', { name: /Where will the content run/ });
    expect(
      within(group)
        .getAllByRole('checkbox')
        .map((c) => (c as HTMLInputElement).value),
    ).toEqual(['Social Media', 'TV/Broadcast', 'Website', 'Email', 'Events', 'Training', 'Sales', 'Internal']);
    await next(user);
    expect(options('Preferred Time')).toEqual([
      '9:00 AM',
      '10:00 AM',
      '11:00 AM',
      '12:00 PM',
      '1:00 PM',
      '2:00 PM',
      '3:00 PM',
      '4:00 PM',
      '5:00 PM',
    ]);
    expect(screen.getAllByRole('radio').map((r) => (r as HTMLInputElement).value)).toEqual(['video', 'phone', 'in_person']);
    expect(screen.getByRole('radio', { name: /In person.*San Francisco office/ })).toBeTruthy();
    await next(user);
    expect(options(/^How did you hear about us\?/)).toEqual([
      'Google Search',
      'Social Media',
      'Referral',
      'Industry Event',
      'Content/Blog',
      'Advertisement',
      'Other',
    ]);
  });

  it('shows a validation message next to the field, linked with aria-describedby and aria-invalid', async () => {
    const user = userEvent.setup();
    await renderPage();
    const email = screen.getByRole('textbox', { name: 'Email Address' });
    await user.type(email, 'jordan@northwind');
    await user.tab();
    const message = await screen.findByText('Please enter a valid email address, like name@company.com.');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(email.getAttribute('aria-describedby')).toContain(message.id);
    expect(email.closest('[data-field]')?.contains(message)).toBe(true);
  });

  it('the submit button is disabled while the email consent box is unchecked', async () => {
    const user = userEvent.setup();
    await renderWizard();
    for (let i = 0; i < 3; i++) await next(user);
    const submit = screen.getByRole('button', { name: 'Schedule Consultation' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(false);
    await user.click(screen.getByLabelText(CONSENT_LABEL));
    expect(submit.disabled).toBe(true);
    expect(submit.getAttribute('aria-describedby')).toBe('consent-needed');
    expect(screen.getByText(/Tick the email consent box/)).toBeTruthy();
    await user.click(screen.getByLabelText(CONSENT_LABEL));
    expect(submit.disabled).toBe(false);
  });

  it('a submit with invalid answers goes to the first step that has one and focuses the field', async () => {
    const user = userEvent.setup();
    const { sent } = await renderWizard();
    await user.type(screen.getByRole('textbox', { name: 'Full Name' }), 'Jordan Reyes');
    await user.type(screen.getByRole('textbox', { name: 'Email Address' }), 'jordan@northwind.example');
    await user.type(screen.getByRole('textbox', { name: 'Company' }), 'Northwind');
    for (let i = 0; i < 3; i++) await next(user);
    await user.click(screen.getByRole('button', { name: 'Schedule Consultation' }));
    await waitFor(() => expect(stepText()).toBe('Step 2 of 4'));
    const projectType = screen.getByRole('combobox', { name: 'Project Type' });
    await waitFor(() => expect(document.activeElement).toBe(projectType));
    expect(screen.getByText('Please choose a project type.')).toBeTruthy();
    expect(screen.getByText('Please choose a timeline.')).toBeTruthy();
    expect(sent).toHaveLength(0);
  });

  it('full flow: sends the data, shows Sending Request..., then the thank-you screen with calendar links', async () => {
    const blobs: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:consultation';
    });
    URL.revokeObjectURL = vi.fn();
    const user = userEvent.setup();
    const { sent, answer } = await renderWizard();
    await fillAll(user);
    await user.click(screen.getByRole('button', { name: 'Schedule Consultation' }));
    const busy = (await screen.findByRole('button', { name: 'Sending Request...' })) as HTMLButtonElement;
    expect(busy.disabled).toBe(true);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.data).toMatchObject({
      name: 'Jordan Reyes',
      email: 'jordan@northwind.example',
      company: 'Northwind Outfitters',
      project_type: 'Brand Films',
      platforms: ['Social Media', 'Website'],
      preferred_date: '2030-03-12',
      preferred_time: '1:00 PM',
      timezone: 'America/New_York',
      meeting_type: 'video',
      inspiration_links: 'https://vimeo.com/1\nwww.example.com/reel',
      consent_email: true,
      consent_marketing: false,
    });
    await act(async () => answer().resolve({ id: 'srv-42', status: 'accepted' }));

    expect(await screen.findByRole('heading', { name: 'Consultation Request Sent!' })).toBeTruthy();
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.getByRole('heading', { name: 'What Happens Next?' })).toBeTruthy();
    for (const text of ['Team review within 2 hours', 'Calendar invite within 24 hours', '30 minute consultation call'])
      expect(screen.getByText(text)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('link', { name: 'See our projects' }).getAttribute('href')).toBe('/projects');
    expect(screen.getByTestId('success-slot').textContent).toBe('Tuesday, March 12, 2030 at 1:00 PM EDT (America/New_York)');

    const ics = await screen.findByRole('link', { name: /Add to calendar/ });
    expect(ics.getAttribute('href')).toBe('blob:consultation');
    expect(ics.getAttribute('download')).toBe('lumora-consultation.ics');
    const text = await blobs[0]!.text();
    expect(text).toContain('STATUS:TENTATIVE');
    expect(text).toContain('DTSTART;TZID=America/New_York:20300312T130000');
    // The UID comes from the client-generated request id (as on the team's attachment), not from the server's record id.
    expect(text).toContain(`UID:${sent[0]!.requestId}@lumora.studio\r\n`);
    expect(text).not.toContain('srv-42');
    const google = new URL(screen.getByRole('link', { name: /Google Calendar/ }).getAttribute('href')!);
    expect(google.searchParams.get('dates')).toBe('20300312T170000Z/20300312T173000Z');

    const layer = window.dataLayer ?? [];
    expect(Array.from(layer.at(-1) as ArrayLike<unknown>)).toEqual(['event', 'consultation_booked', { project_type: 'Brand Films' }]);
    expect(window.sessionStorage.getItem(DRAFT_KEY)).toBeNull();
  });

  it('a failed request keeps the form with the exact error banner; the next submit clears it', async () => {
    const user = userEvent.setup();
    const { sent, answer } = await renderWizard();
    await fillAll(user);
    await user.click(screen.getByRole('button', { name: 'Schedule Consultation' }));
    await act(async () => answer().reject(new ApiError('HTTP 500', 500)));
    const banner = await screen.findByRole('alert');
    expect(banner.textContent).toBe(ERROR_TEXT);
    expect(within(banner).getByRole('link', { name: site.email }).getAttribute('href')).toBe(`mailto:${site.email}`);
    expect(stepText()).toBe('Step 4 of 4');
    expect((screen.getByRole('textbox', { name: /Inspiration Links/ }) as HTMLTextAreaElement).value).toBe(
      'https://vimeo.com/1\nwww.example.com/reel',
    );
    await user.click(screen.getByRole('button', { name: 'Schedule Consultation' }));
    await screen.findByRole('button', { name: 'Sending Request...' });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(sent).toHaveLength(2);
    expect(sent[1]!.requestId).toBe(sent[0]!.requestId);
  });

  it('a retry after a network error and a reload sends the same request id, so the server stores the request once', async () => {
    const sent: ConsultationSubmission[] = [];
    // The session is read from sessionStorage as in the browser; the clock and zone are the fixture's.
    const machine = consultationWizardMachine.provide({
      actors: {
        loadEnvironment: fromPromise(async () => environment(readDraft())),
        submitConsultation: fromPromise<ConsultationAccepted, ConsultationSubmission>(async ({ input }) => {
          sent.push(input);
          throw new ApiError('network', 0);
        }),
      },
    });
    const user = userEvent.setup();
    const first = await renderWithRouter(<ConsultationWizard machine={machine} />);
    await act(async () => void (await new Promise((resolve) => setTimeout(resolve, 0))));
    await fillAll(user);
    await user.click(screen.getByRole('button', { name: 'Schedule Consultation' }));
    expect((await screen.findByRole('alert')).textContent).toBe(ERROR_TEXT);
    first.unmount();

    await renderWithRouter(<ConsultationWizard machine={machine} />);
    await waitFor(() => expect(stepText()).toBe('Step 4 of 4'));
    await waitFor(() =>
      expect((screen.getByRole('textbox', { name: /Inspiration Links/ }) as HTMLTextAreaElement).value).toContain('vimeo.com/1'),
    );
    await user.click(screen.getByRole('button', { name: 'Schedule Consultation' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]!.requestId).toBe(sent[0]!.requestId);
    expect(sent[1]!.data).toEqual(sent[0]!.data);
  });

  it('a rate limit says to try again in a minute; the next submit clears it', async () => {
    const user = userEvent.setup();
    const { answer, sent } = await renderWizard();
    await fillAll(user);
    await user.click(screen.getByRole('button', { name: 'Schedule Consultation' }));
    await act(async () => answer().reject(new ApiError('rate_limited', 429)));
    expect((await screen.findByRole('alert')).textContent).toBe('Too many attempts in a short time. Please try again in a minute.');
    expect(stepText()).toBe('Step 4 of 4');
    await user.click(screen.getByRole('button', { name: 'Schedule Consultation' }));
    await screen.findByRole('button', { name: 'Sending Request...' });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(sent[1]!.requestId).toBe(sent[0]!.requestId);
  });

  it('a network failure shows the same banner', async () => {
    const user = userEvent.setup();
    const { answer } = await renderWizard();
    await fillAll(user);
    await user.click(screen.getByRole('button', { name: 'Schedule Consultation' }));
    await act(async () => answer().reject(new ApiError('network', 0)));
    expect((await screen.findByRole('alert')).textContent).toBe(ERROR_TEXT);
  });

  it('a request that never answers gives up after 15 s like a network failure: the banner replaces Sending Request...', async () => {
    // The real POST (src/api) with a fetch that never settles; the test plays the 15 s timeout's part.
    vi.stubGlobal('fetch', () => new Promise<Response>(() => {}));
    const timeouts: { ms: number; controller: AbortController }[] = [];
    vi.spyOn(AbortSignal, 'timeout').mockImplementation((ms: number) => {
      const controller = new AbortController();
      timeouts.push({ ms, controller });
      return controller.signal;
    });
    try {
      const user = userEvent.setup();
      const machine = consultationWizardMachine.provide({ actors: { loadEnvironment: fromPromise(async () => environment()) } });
      await renderWithRouter(<ConsultationWizard machine={machine} />);
      await act(async () => void (await new Promise((resolve) => setTimeout(resolve, 0))));
      await fillAll(user);
      await user.click(screen.getByRole('button', { name: 'Schedule Consultation' }));
      await screen.findByRole('button', { name: 'Sending Request...' });
      expect(timeouts.map((t) => t.ms)).toEqual([15_000]);
      await act(async () => timeouts[0]!.controller.abort(new DOMException('The operation timed out.', 'TimeoutError')));
      expect((await screen.findByRole('alert')).textContent).toBe(ERROR_TEXT);
      expect((screen.getByRole('button', { name: 'Schedule Consultation' }) as HTMLButtonElement).disabled).toBe(false);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('the server’s per-field messages appear next to their fields, on their step', async () => {
    const user = userEvent.setup();
    const { answer } = await renderWizard();
    await fillAll(user);
    await user.click(screen.getByRole('button', { name: 'Schedule Consultation' }));
    await act(async () =>
      answer().reject(new ApiError('Some fields need attention.', 400, { preferred_date: 'Please choose today or a later date.' })),
    );
    await waitFor(() => expect(stepText()).toBe('Step 3 of 4'));
    const date = screen.getByLabelText(/^Preferred Date/);
    expect(date.getAttribute('aria-invalid')).toBe('true');
    expect(date.closest('[data-field]')!.textContent).toContain('Please choose today or a later date.');
  });

  it('refuses a slot in the past next to its field, in the visitor’s time zone (fixed clock: 10:00 AM on 4 March in New York)', async () => {
    const DATE_PAST = 'Please choose today or a later date.';
    const TIME_PAST = 'That time has already passed today. Please choose a later time or another day.';
    const user = userEvent.setup();
    const { sent } = await renderWizard();
    await fillAll(user);
    await user.click(screen.getByRole('button', { name: /Previous/ }));
    const date = screen.getByLabelText(/^Preferred Date/);
    const time = screen.getByRole('combobox', { name: 'Preferred Time' });
    const messageOf = (field: HTMLElement) => field.closest('[data-field]')!.textContent ?? '';

    // Yesterday.
    fireEvent.change(date, { target: { value: '2030-03-03' } });
    fireEvent.blur(date);
    await waitFor(() => expect(messageOf(date)).toContain(DATE_PAST));
    expect(date.getAttribute('aria-invalid')).toBe('true');

    // Today, at an hour that has passed: the message moves to the time.
    fireEvent.change(date, { target: { value: '2030-03-04' } });
    await user.selectOptions(time, '9:00 AM');
    await waitFor(() => expect(messageOf(time)).toContain(TIME_PAST));
    expect(messageOf(date)).not.toContain(DATE_PAST);

    // A submit is refused on the client and comes back to the time.
    await next(user);
    await user.click(screen.getByRole('button', { name: 'Schedule Consultation' }));
    await waitFor(() => expect(stepText()).toBe('Step 3 of 4'));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'Preferred Time' })));
    expect(sent).toHaveLength(0);

    // A later hour today is fine, until the visitor says they are in London, where 11:00 AM has passed.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Preferred Time' }), '11:00 AM');
    await waitFor(() => expect(messageOf(screen.getByRole('combobox', { name: 'Preferred Time' }))).not.toContain(TIME_PAST));
    await user.selectOptions(screen.getByRole('combobox', { name: /^Time Zone/ }), 'Europe/London');
    await waitFor(() => expect(messageOf(screen.getByRole('combobox', { name: 'Preferred Time' }))).toContain(TIME_PAST));
    await user.selectOptions(screen.getByRole('combobox', { name: /^Time Zone/ }), 'America/New_York');
    await next(user);
    await user.click(screen.getByRole('button', { name: 'Schedule Consultation' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.data).toMatchObject({ preferred_date: '2030-03-04', preferred_time: '11:00 AM', timezone: 'America/New_York' });
  });

  it('changing the date or the time zone re-checks the time already chosen, before any submit', async () => {
    const TIME_PAST = 'That time has already passed today. Please choose a later time or another day.';
    const user = userEvent.setup();
    await renderWizard();
    await next(user);
    await next(user);
    const date = screen.getByLabelText(/^Preferred Date/);
    const time = screen.getByRole('combobox', { name: 'Preferred Time' });
    const zone = screen.getByRole('combobox', { name: /^Time Zone/ });
    const messageOf = (field: HTMLElement) => field.closest('[data-field]')!.textContent ?? '';
    // Tomorrow at 9:00 AM, then today: 9:00 AM has passed (10:00 AM in New York).
    fireEvent.change(date, { target: { value: '2030-03-05' } });
    fireEvent.blur(date);
    await user.selectOptions(time, '9:00 AM');
    fireEvent.blur(time);
    await waitFor(() => expect(time.getAttribute('aria-invalid')).toBe('false'));
    fireEvent.change(date, { target: { value: '2030-03-04' } });
    fireEvent.blur(date);
    await waitFor(() => expect(messageOf(time)).toContain(TIME_PAST));
    // 11:00 AM is still ahead in New York, not in London (3:00 PM there).
    await user.selectOptions(time, '11:00 AM');
    await waitFor(() => expect(messageOf(time)).not.toContain(TIME_PAST));
    await user.selectOptions(zone, 'Europe/London');
    fireEvent.blur(zone);
    await waitFor(() => expect(messageOf(time)).toContain(TIME_PAST));
    expect(messageOf(date)).not.toContain('Please choose');
  });

  it('leaving the date does not ask for a time the visitor has not reached yet', async () => {
    const user = userEvent.setup();
    await renderWizard();
    await next(user);
    await next(user);
    const date = screen.getByLabelText(/^Preferred Date/);
    const time = screen.getByRole('combobox', { name: 'Preferred Time' });
    fireEvent.change(date, { target: { value: '2030-03-05' } });
    fireEvent.blur(date);
    // Let the blur's validation run (inside act, as every update of the form is).
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(time.closest('[data-field]')!.textContent).not.toContain('Please');
    fireEvent.blur(time);
    await waitFor(() => expect(time.closest('[data-field]')!.textContent).toContain('Please'));
  });

  it('shows the chosen date and time with the time zone, and the same moment at the studio', async () => {
    const user = userEvent.setup();
    await renderWizard();
    await next(user);
    await next(user);
    expect(screen.getByTestId('slot-preview').textContent).toContain('Choose a date and time');
    fireEvent.change(screen.getByLabelText(/^Preferred Date/), { target: { value: '2030-03-12' } });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Preferred Time' }), '9:00 AM');
    const preview = screen.getByTestId('slot-preview');
    expect(preview.textContent).toContain('Tuesday, March 12, 2030 at 9:00 AM EDT');
    expect(preview.textContent).toContain('America/New_York');
    expect(preview.textContent).toContain('6:00 AM PDT at our San Francisco studio');
    expect(preview.textContent).toContain('outside our usual call hours');
    await user.selectOptions(screen.getByRole('combobox', { name: /^Time Zone/ }), 'Europe/London');
    expect(screen.getByTestId('slot-preview').textContent).toContain('9:00 AM GMT');
  });

  it('what the visitor typed survives a reload (and the step too)', async () => {
    const user = userEvent.setup();
    const first = await renderPage();
    await user.type(screen.getByRole('textbox', { name: 'Full Name' }), 'Jordan Reyes');
    await user.type(screen.getByRole('textbox', { name: /^Your Role/ }), 'Head of Brand');
    await next(user);
    await user.type(screen.getByRole('textbox', { name: 'Goals' }), 'Pre-orders');
    first.unmount();

    await renderPage();
    await waitFor(() => expect(stepText()).toBe('Step 2 of 4'));
    expect(screen.getByText('We kept what you typed earlier in this session.')).toBeTruthy();
    await waitFor(() => expect((screen.getByRole('textbox', { name: 'Goals' }) as HTMLTextAreaElement).value).toBe('Pre-orders'));
    await user.click(screen.getByRole('button', { name: /Previous/ }));
    expect((screen.getByRole('textbox', { name: 'Full Name' }) as HTMLInputElement).value).toBe('Jordan Reyes');
    expect((screen.getByRole('textbox', { name: /^Your Role/ }) as HTMLInputElement).value).toBe('Head of Brand');
  });

  it('what the visitor types while the session is still being read is kept, merged with the restored draft, and saved', async () => {
    const user = userEvent.setup();
    const env = deferred<WizardEnvironment>();
    const machine = consultationWizardMachine.provide({ actors: { loadEnvironment: fromPromise(() => env.promise) } });
    await renderWithRouter(<ConsultationWizard machine={machine} />);
    await user.type(screen.getByRole('textbox', { name: 'Full Name' }), 'Early Typist');
    await act(async () => env.resolve(environment({ values: { company: 'Kept Co', name: 'Older Name' }, step: 1 })));
    await waitFor(() => expect((screen.getByRole('textbox', { name: 'Company' }) as HTMLInputElement).value).toBe('Kept Co'));
    expect((screen.getByRole('textbox', { name: 'Full Name' }) as HTMLInputElement).value).toBe('Early Typist');
    expect(JSON.parse(sessionStorage.getItem(DRAFT_KEY) ?? '{}').values).toMatchObject({ name: 'Early Typist', company: 'Kept Co' });
  });

  it('prefills name, email, company and project type from the chat’s booking link, then drops them from the address', async () => {
    const user = userEvent.setup();
    const { router } = await renderPage(
      '/schedule-consultation?name=Mia%20Chen&email=mia%40zest.example&company=Zest&project_type=Social%20Content&admin=1',
    );
    await waitFor(() => expect((screen.getByRole('textbox', { name: 'Full Name' }) as HTMLInputElement).value).toBe('Mia Chen'));
    expect((screen.getByRole('textbox', { name: 'Email Address' }) as HTMLInputElement).value).toBe('mia@zest.example');
    expect((screen.getByRole('textbox', { name: 'Company' }) as HTMLInputElement).value).toBe('Zest');
    await waitFor(() => expect(router.state.location.searchStr).toBe(''));
    await next(user);
    expect((screen.getByRole('combobox', { name: 'Project Type' }) as HTMLSelectElement).value).toBe('Social Media Content');
  });

  it('ignores a booking link with malformed values', async () => {
    await renderPage('/schedule-consultation?email=not-an-email&project_type=Space%20Opera');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Email Address' })).toBeTruthy());
    expect((screen.getByRole('textbox', { name: 'Email Address' }) as HTMLInputElement).value).toBe('');
  });
});
