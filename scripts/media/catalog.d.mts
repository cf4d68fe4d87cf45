// Types of the media catalogue (catalog.mjs) for the TypeScript that reads it (the tests).

/** A clip the demo pipeline renders (see catalog.mjs for every field). */
export type CatalogueClip = {
  readonly id: string;
  readonly title: string;
  readonly alt: string;
  readonly scene: string;
  readonly variant?: Record<string, unknown>;
  readonly vertical?: boolean;
  readonly seconds: number;
  readonly animate?: { readonly fps?: number; readonly poster?: number };
  readonly fallback?: string;
};

/** A still: its own render (scene), or a frame or framing of a clip (`from`). */
export type CatalogueStill = {
  readonly id: string;
  readonly alt: string;
  readonly scene?: string;
  readonly from?: string;
  readonly at?: number;
  readonly light?: string;
  readonly crop?: readonly number[];
};

export const clips: readonly CatalogueClip[];
export const stills: readonly CatalogueStill[];
export const order: readonly string[];
