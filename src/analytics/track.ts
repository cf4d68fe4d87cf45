import { gtag } from './gtag';

/** Events other parts of the site send, with their parameters. */
export type TrackEvents = {
  consultation_booked: { project_type: string };
  lead_captured: { event_category: 'chatbot'; event_label: string; value: number };
};
export type TrackEventName = keyof TrackEvents;

/**
 * Send an analytics event: `gtag('event', name, params)` pushed to
 * window.dataLayer. Safe to call any time: without analytics consent Google's
 * tag (if it is configured and loaded at all) applies Consent Mode; without
 * a measurement id nothing leaves the browser. A no-op on the server.
 *
 *   track('consultation_booked', { project_type: 'Brand Films' })
 *   track('lead_captured', { event_category: 'chatbot', event_label: 'sales', value: 1 })
 */
export function track<N extends TrackEventName>(name: N, params: TrackEvents[N]): void;
export function track(name: string, params?: Record<string, unknown>): void;
export function track(name: string, params: Record<string, unknown> = {}): void {
  gtag('event', name, params);
}
