// Entry loaded by the render page. Two jobs:
// - plates: a scene rendered in full 3D (beauty in two lighting states, plus a packed depth map);
// - composite: the loop's frames made from those plates on the GPU: a slow camera move with real
//   depth parallax, the light sweeping between its two states, and procedural atmosphere
//   (dust in the light, embers, bubbles). A 2-core machine without a GPU renders a physically
//   based frame in 10-20 s, so loops are built from plates rather than 100+ full renders each.
import * as THREE from 'three';
import { createStage } from './stage.js';
import { scenes as base } from './scenes.js';
import { scenes as product } from './scenes-product.js';
import { scenes as world } from './scenes-world.js';
import { scenes as people } from './scenes-people.js';
import { scenes as editorial } from './scenes-editorial.js';
import { scenes as spaces } from './scenes-spaces.js';
import { scenes as people2 } from './scenes-people2.js';
import { scenes as screens } from './scenes-screens.js';
import { scenes as toon } from './scenes-toon.js';
import { scenes as brand } from './scenes-brand.js';
import { compositor } from './composite.js';

const scenes = { ...base, ...product, ...world, ...people, ...editorial, ...spaces, ...people2, ...screens, ...toon, ...brand };

let job = null;
// one renderer per frame size for the whole run: shader programs compile once (slow on SwiftShader)
const stages = new Map();

const depthMaterial = new THREE.ShaderMaterial({
  uniforms: { uNear: { value: 1 }, uFar: { value: 100 } },
  vertexShader: /* glsl */ `
    varying float vViewZ;
    void main() { vec4 mv = modelViewMatrix * vec4(position, 1.0); vViewZ = -mv.z; gl_Position = projectionMatrix * mv; }`,
  fragmentShader: /* glsl */ `
    uniform float uNear;
    uniform float uFar;
    varying float vViewZ;
    void main() {
      // inverse depth, 1 at uNear, 0 at uFar, packed into 16 bits (r high, g low)
      float d = clamp((1.0 / vViewZ - 1.0 / uFar) / (1.0 / uNear - 1.0 / uFar), 0.0, 1.0);
      float hi = floor(d * 255.0) / 255.0;
      gl_FragColor = vec4(hi, (d - hi) * 255.0, 0.0, 1.0);
    }`,
});

window.__media = {
  setup(spec) {
    const key = `${spec.width}x${spec.height}`;
    if (!stages.has(key)) stages.set(key, createStage({ width: spec.width, height: spec.height }));
    const stage = stages.get(key);
    for (const other of stages.values()) other.canvas.style.display = other === stage ? 'block' : 'none';
    const build = scenes[spec.scene];
    if (!build) throw new Error(`Unknown scene ${spec.scene}`);
    const built = build(stage, spec.variant ?? {}, { width: spec.width, height: spec.height });
    const post = stage.compose(built.scene, built.camera, built.look);
    job = { spec, stage, built, post };
    return { ok: true };
  },
  /**
   * A beauty plate: camera at loop phase p, light state s (0 or 1). For a film rendered frame by
   * frame (an `animate` clip), t is the shot's time in seconds and frame its index (fresh grain).
   */
  plate(p, s, t = 0, frame = 1) {
    const { built, post, stage } = job;
    built.light?.(s);
    const focus = built.update(t, p, 0) ?? undefined;
    post.render(frame, focus);
    return stage.canvas.toDataURL('image/png');
  },
  /** The packed inverse-depth plate for the same camera. */
  depth(p) {
    const { built, stage } = job;
    const focusDistance = built.update(0, p, 0) ?? 10;
    const { scene, camera } = built;
    const saved = { bg: scene.background, fog: scene.fog, override: scene.overrideMaterial, tm: stage.renderer.toneMapping };
    depthMaterial.uniforms.uNear.value = built.depthRange?.[0] ?? 1;
    depthMaterial.uniforms.uFar.value = built.depthRange?.[1] ?? 120;
    scene.background = new THREE.Color(0, 0, 0);
    scene.fog = null;
    scene.overrideMaterial = depthMaterial;
    stage.renderer.toneMapping = THREE.NoToneMapping;
    stage.renderer.outputColorSpace = THREE.LinearSRGBColorSpace;
    stage.renderer.setRenderTarget(null);
    stage.renderer.render(scene, camera);
    const url = stage.canvas.toDataURL('image/png');
    Object.assign(scene, { background: saved.bg, fog: saved.fog, overrideMaterial: saved.override });
    stage.renderer.toneMapping = saved.tm;
    stage.renderer.outputColorSpace = THREE.SRGBColorSpace;
    const { uNear, uFar } = depthMaterial.uniforms;
    const focus = (1 / focusDistance - 1 / uFar.value) / (1 / uNear.value - 1 / uFar.value);
    return { url, focus };
  },
  async compositeSetup(spec) {
    job = { composite: await compositor(spec) };
    return { ok: true };
  },
  compositeFrame(i, n) {
    return job.composite.frame((i % n) / n);
  },
};
