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
  /**
   * A film rendered frame by frame: `fps` frames a second (blended up to 24 below that, or each frame shown
   * twice with `hold`, for cel animation), `poster` the poster frame's place in the film (0–1). See docs/media.md.
   */
  readonly animate?: { readonly fps?: number; readonly hold?: boolean; readonly poster?: number };
  readonly fallback?: string;
  /** Bytes each encoding aims at, when a film needs more than the usual budget to keep its detail. */
  readonly target?: { readonly webm: number; readonly mp4: number };
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
