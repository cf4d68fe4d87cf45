// The shared "camera department" every demo scene renders through (runs in headless Chromium):
// physically based renderer, studio environment light, soft shadows, depth of field, bloom,
// then a grade pass (lift/gain tint, vignette, seeded film grain). Nothing here reads a clock
// or Math.random: a frame is a pure function of (scene, variant, frame index).
import * as THREE from 'three';
import { EffectComposer } from 'three/addons/postprocessing/EffectComposer.js';
import { RenderPass } from 'three/addons/postprocessing/RenderPass.js';
import { BokehPass } from 'three/addons/postprocessing/BokehPass.js';
import { UnrealBloomPass } from 'three/addons/postprocessing/UnrealBloomPass.js';
import { ShaderPass } from 'three/addons/postprocessing/ShaderPass.js';
import { OutputPass } from 'three/addons/postprocessing/OutputPass.js';
import { FXAAPass } from 'three/addons/postprocessing/FXAAPass.js';
import { RoomEnvironment } from 'three/addons/environments/RoomEnvironment.js';

// The brand palette, read from src/styles/tokens.ts by the render driver (served as /page/palette.js)
import { palette as brand } from './palette.js';

export { brand };
export const color = (name) => new THREE.Color(brand[name] ?? name);

/** Mulberry32: the only randomness scenes use, always from an explicit seed. */
export function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const gradeShader = {
  uniforms: {
    tDiffuse: { value: null },
    uFrame: { value: 0 },
    uGrain: { value: 0.05 },
    uVignette: { value: 0.35 },
    uLift: { value: new THREE.Vector3(0.0, 0.0, 0.0) },
    uGain: { value: new THREE.Vector3(1, 1, 1) },
    uResolution: { value: new THREE.Vector2(1280, 720) },
  },
  vertexShader: /* glsl */ `
    varying vec2 vUv;
    void main() { vUv = uv; gl_Position = projectionMatrix * modelViewMatrix * vec4(position, 1.0); }`,
  fragmentShader: /* glsl */ `
    uniform sampler2D tDiffuse;
    uniform float uFrame;
    uniform float uGrain;
    uniform float uVignette;
    uniform vec3 uLift;
    uniform vec3 uGain;
    uniform vec2 uResolution;
    varying vec2 vUv;
    float hash(vec3 p) {
      p = fract(p * vec3(443.897, 441.423, 437.195));
      p += dot(p, p.yzx + 19.19);
      return fract((p.x + p.y) * p.z);
    }
    void main() {
      vec3 c = texture2D(tDiffuse, vUv).rgb;
      // lift shadows toward a tint, tint the highlights: a gentle split-tone grade
      float l = dot(c, vec3(0.2126, 0.7152, 0.0722));
      c = c * uGain + uLift * (1.0 - l) * (1.0 - l);
      // optical vignette
      vec2 q = vUv - 0.5;
      q.x *= uResolution.x / uResolution.y;
      c *= 1.0 - uVignette * smoothstep(0.25, 1.05, length(q));
      // film grain: two octaves of hashed noise per frame, strongest in the midtones
      vec2 px = floor(vUv * uResolution / 1.5);
      float n = hash(vec3(px, uFrame)) + hash(vec3(px + 17.0, uFrame + 0.5)) - 1.0;
      c += n * uGrain * (0.35 + 0.65 * (1.0 - abs(l * 2.0 - 1.0)));
      gl_FragColor = vec4(clamp(c, 0.0, 1.0), 1.0);
    }`,
};

/**
 * @param {{ width: number, height: number, look?: object }} options
 * look: { exposure, envIntensity, bloom: {strength, radius, threshold}, dof: {aperture, maxblur},
 *         grain, vignette, lift: [r,g,b], gain: [r,g,b], background }
 */
export function createStage({ width, height }) {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  document.body.appendChild(canvas);
  const renderer = new THREE.WebGLRenderer({ canvas, antialias: false, preserveDrawingBuffer: true, powerPreference: 'high-performance' });
  renderer.setPixelRatio(1);
  renderer.setSize(width, height, false);
  renderer.shadowMap.enabled = true;
  renderer.shadowMap.type = THREE.PCFSoftShadowMap;
  renderer.toneMapping = THREE.ACESFilmicToneMapping;
  renderer.outputColorSpace = THREE.SRGBColorSpace;

  const pmrem = new THREE.PMREMGenerator(renderer);
  const studioEnv = pmrem.fromScene(new RoomEnvironment(), 0.04).texture;

  const stage = {
    THREE,
    renderer,
    canvas,
    width,
    height,
    studioEnv,
    pmrem,
    /** Sets up the post chain for a built scene. */
    compose(scene, camera, look = {}) {
      // free the previous shot's targets and geometry (the renderer and its compiled programs stay)
      if (stage.previous) {
        stage.previous.composer.dispose();
        for (const pass of stage.previous.composer.passes) pass.dispose?.();
        stage.previous.scene.traverse((o) => o.geometry?.dispose());
        renderer.renderLists.dispose();
      }
      renderer.toneMappingExposure = look.exposure ?? 1;
      const target = new THREE.WebGLRenderTarget(width, height, { type: THREE.HalfFloatType, samples: look.samples ?? 0 });
      const composer = new EffectComposer(renderer, target);
      composer.setPixelRatio(1);
      composer.setSize(width, height);
      composer.addPass(new RenderPass(scene, camera));
      let bokeh = null;
      if (look.dof !== false) {
        const dof = look.dof ?? {};
        bokeh = new BokehPass(scene, camera, { focus: 10, aperture: dof.aperture ?? 0.004, maxblur: dof.maxblur ?? 0.008 });
        composer.addPass(bokeh);
      }
      if (look.bloom !== false) {
        const b = look.bloom ?? {};
        composer.addPass(
          new UnrealBloomPass(new THREE.Vector2(width / 2, height / 2), b.strength ?? 0.35, b.radius ?? 0.6, b.threshold ?? 0.85),
        );
      }
      composer.addPass(new OutputPass());
      const grade = new ShaderPass(gradeShader);
      grade.uniforms.uGrain.value = look.grain ?? 0;
      grade.uniforms.uVignette.value = look.vignette ?? 0.4;
      grade.uniforms.uLift.value.fromArray(look.lift ?? [0.012, 0.008, 0.03]);
      grade.uniforms.uGain.value.fromArray(look.gain ?? [1, 0.99, 0.97]);
      grade.uniforms.uResolution.value.set(width, height);
      composer.addPass(grade);
      if (look.fxaa !== false) composer.addPass(new FXAAPass());
      stage.previous = { composer, scene };
      return {
        render(frame, focusDistance) {
          grade.uniforms.uFrame.value = (frame % 977) + 1;
          if (bokeh && focusDistance) bokeh.uniforms.focus.value = focusDistance;
          composer.render();
        },
      };
    },
  };
  return stage;
}

/** A seamless-loop helper: phase p in [0,1) to an angle. */
export const TAU = Math.PI * 2;

/** Smooth periodic value noise in 3D (seeded), used for terrain, dunes and drift. */
export function makeNoise(seed) {
  const rand = rng(seed);
  const perm = new Uint8Array(512);
  const p = Array.from({ length: 256 }, (_, i) => i);
  for (let i = 255; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [p[i], p[j]] = [p[j], p[i]];
  }
  for (let i = 0; i < 512; i++) perm[i] = p[i & 255];
  const grad = (h, x, y, z) => {
    const u = h < 8 ? x : y;
    const v = h < 4 ? y : h === 12 || h === 14 ? x : z;
    return ((h & 1) === 0 ? u : -u) + ((h & 2) === 0 ? v : -v);
  };
  const fade = (t) => t * t * t * (t * (t * 6 - 15) + 10);
  const lerp = (a, b, t) => a + (b - a) * t;
  return function noise(x, y, z) {
    const X = Math.floor(x) & 255;
    const Y = Math.floor(y) & 255;
    const Z = Math.floor(z) & 255;
    x -= Math.floor(x);
    y -= Math.floor(y);
    z -= Math.floor(z);
    const u = fade(x);
    const v = fade(y);
    const w = fade(z);
    const A = perm[X] + Y;
    const AA = perm[A] + Z;
    const AB = perm[A + 1] + Z;
    const B = perm[X + 1] + Y;
    const BA = perm[B] + Z;
    const BB = perm[B + 1] + Z;
    return lerp(
      lerp(
        lerp(grad(perm[AA] & 15, x, y, z), grad(perm[BA] & 15, x - 1, y, z), u),
        lerp(grad(perm[AB] & 15, x, y - 1, z), grad(perm[BB] & 15, x - 1, y - 1, z), u),
        v,
      ),
      lerp(
        lerp(grad(perm[AA + 1] & 15, x, y, z - 1), grad(perm[BA + 1] & 15, x - 1, y, z - 1), u),
        lerp(grad(perm[AB + 1] & 15, x, y - 1, z - 1), grad(perm[BB + 1] & 15, x - 1, y - 1, z - 1), u),
        v,
      ),
      w,
    );
  };
}
