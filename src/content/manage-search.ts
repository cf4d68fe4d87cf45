/**
 * What /consultation/manage accepts in its query string: how a finished request ended (`done`) and which field of
 * a new slot was refused (`error`). Apart from the page's copy (visitor-emails.ts) because the route checks its
 * query string in code every page loads; the copy loads with the page itself.
 */
export type ManageOutcome = 'withdrawn' | 'changed' | 'used' | 'expired' | 'invalid';
/** Why a new slot was refused: the field the visitor has to change. */
export type ManageSlotError = 'date' | 'time';
export const manageSlotErrors = ['date', 'time'] as const satisfies readonly ManageSlotError[];
export const manageOutcomes = ['withdrawn', 'changed', 'used', 'expired', 'invalid'] as const satisfies readonly ManageOutcome[];
