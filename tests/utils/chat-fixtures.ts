import type { AnyEventObject, SnapshotFrom } from 'xstate';
import { chatQualificationMachine } from '#machines/chat-qualification.machine';
import { chatCopy } from '#src/content/chat';
import { site } from '#src/content/site';
import { machineInventory } from './path-tests';

/**
 * The chat qualification's model-based fixtures, shared by the jsdom suites
 * (tests/machines/chat-qualification.test.tsx) and the Chromium walks
 * (tests/e2e/chat-paths.e2e.ts): the visitor's messages per state, what
 * identifies a state, and the transitions the widget never takes.
 */
type QSnapshot = SnapshotFrom<typeof chatQualificationMachine>;

/** The chat failure text, exact (docs/product/chat.md). */
export const CHAT_FAILURE = `I'm having trouble right now. Please try again or contact us directly at ${site.email}`;

export const send = (text: string) => ({ type: 'chat.send' as const, text });
export const quick = (label: string) => ({ type: 'chat.quickAction' as const, label });
export const saveDone = { type: 'xstate.done.actor.saveLead', output: { id: 'lead-1', status: 'accepted' } } as const;
export const saveError = { type: 'xstate.error.actor.saveLead', error: { message: 'HTTP 503', status: 503 } } as const;

const blank = send('   ');

/** Concrete visitor messages per state: a recognised answer, a quick action, a near miss, a pricing question, blank text. */
export function chatSampleEvents(snapshot: QSnapshot): AnyEventObject[] {
  const s = snapshot;
  if (s.matches('idle')) return [{ type: 'chat.welcome' }];
  if (s.matches('saving')) return [saveDone, saveError];
  if (s.hasTag('typing')) return [{ type: 'chat.resume' }];
  if (s.matches({ project_type: 'asking' }))
    return [
      send('We need a 30-second TV commercial for a product launch'),
      quick('Brand Films'),
      send('Something for our new launch'),
      send('How much does a video cost?'),
      blank,
    ];
  if (s.matches({ timeline: 'asking' }))
    return [
      send('We are aiming for 2-4 weeks'),
      quick('Planning phase'),
      send('Whenever works'),
      send('Can you give me a quote first?'),
      blank,
    ];
  if (s.matches({ budget: 'asking' }))
    return [send('Roughly $20k'), quick('$50K+'), send('We have not decided'), send('What is your pricing?'), blank];
  if (s.matches({ contact: { email: 'asking' } }))
    return [send('ana.ruiz@brightfield.co'), send('Ana Ruiz'), send('ana@brightfield'), send('Is there a price list?'), blank];
  if (s.matches({ contact: { name: 'asking' } })) return [send("I'm Ana Ruiz"), send('A'), send('What does it cost?'), blank];
  if (s.matches({ contact: { company: 'asking' } })) return [send('Brightfield Coffee'), send('And the price?'), blank];
  if (s.matches({ failed: 'idle' }))
    return [quick(chatCopy.quickActions.retry), send('Could you try once more?'), send('What would it cost?'), blank];
  if (s.matches({ complete: 'idle' })) return [send('Thanks!'), send('Can I get a quote now?'), blank];
  if (s.matches({ support: 'asking' }))
    return [
      quick('Project status'),
      quick('Talk to my producer'),
      send('Any update on the launch spot?'),
      send('What is the price of a rush job?'),
      blank,
    ];
  if (s.matches({ general: 'asking' }))
    return [quick('Our services'), quick('How we work'), send('tell me a joke'), send('pricing?'), blank];
  return [];
}

/** A state is its value plus whether the name and the email are known (they decide where the contact step goes). */
export const chatSerializeState = (s: QSnapshot) =>
  JSON.stringify({ value: s.value, name: s.context.lead.name !== '', email: s.context.lead.email !== '' });

/**
 * Blank text never reaches the machine from the widget (send is disabled and Enter does nothing while the
 * input is blank after trimming), and a guarded no-op transition is not an enabled event for the
 * graph; the guard only keeps the machine safe for other callers. The direct tests send blank text.
 */
export const blankSendExcuses: Record<string, string> = Object.fromEntries(
  machineInventory(chatQualificationMachine)
    .transitions.filter((t) => t.endsWith(':chat.send:0'))
    .map((t) => [t, 'blank text: a guarded no-op, never sent by the widget (send disabled); covered by the direct tests']),
);
