// The small maths every scene family shares: vectors, interpolation and easing curves. Pure functions of
// their arguments (no clock, no randomness), so a frame stays a function of (scene, variant, frame index).
import * as THREE from 'three';

export const v3 = (x, y, z) => new THREE.Vector3(x, y, z);
export const lerp = (a, b, t) => a + (b - a) * t;
export const clamp01 = (x) => Math.min(1, Math.max(0, x));
/** Smoothstep: eases in and out over 0..1 (clamped). */
export const ease = (x) => {
  const u = clamp01(x);
  return u * u * (3 - 2 * u);
};
/** Cubic ease-out: fast start, soft landing. */
export const easeOut = (x) => 1 - (1 - clamp01(x)) ** 3;
