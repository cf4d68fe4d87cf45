// Builds loop frames from rendered plates: depth-parallax camera drift, a light sweep between two
// rendered lighting states and procedural atmosphere. Every motion is periodic in the loop phase.
import * as THREE from 'three';

const MAX_MOTES = 48;

const shader = {
  vertexShader: /* glsl */ `
    varying vec2 vUv;
    void main() { vUv = uv; gl_Position = vec4(position.xy, 0.0, 1.0); }`,
  fragmentShader: /* glsl */ `
    precision highp float;
    uniform sampler2D tA;
    uniform sampler2D tB;
    uniform sampler2D tD;
    uniform float uPhase;
    uniform vec2 uPan;       // lateral camera drift (fraction of the frame) at full swing
    uniform float uRise;     // vertical drift
    uniform float uDolly;    // push-in amount
    uniform float uFocus;    // inverse depth that stays still (the subject)
    uniform float uParallax;
    uniform float uOverscan;
    uniform float uSweep;    // how much the light moves between its two states
    uniform vec2 uAspect;
    uniform int uMotes;
    uniform vec3 uMoteColor;
    uniform float uMoteSize;
    uniform float uMoteRise; // whole screen heights per loop (integer keeps the loop seamless)
    uniform float uMoteGlow;
    varying vec2 vUv;
    const float TAU = 6.28318530718;
    float depthAt(vec2 uv) { vec4 d = texture2D(tD, uv); return d.r + d.g / 255.0; }
    float hash(float n) { return fract(sin(n * 91.3458) * 47453.5453); }
    void main() {
      float p = uPhase;
      vec2 cam = vec2(uPan.x * sin(TAU * p), uPan.y * sin(TAU * p * 2.0) * 0.5 + uRise * (0.5 - 0.5 * cos(TAU * p)));
      float zoom = 1.0 + uDolly * (0.5 - 0.5 * cos(TAU * p));
      vec2 base = 0.5 + (vUv - 0.5) / (uOverscan * zoom);
      vec2 src = base;
      for (int k = 0; k < 5; k++) {
        float d = depthAt(src);
        src = base + cam * (d - uFocus) * uParallax + (base - 0.5) * uDolly * 0.6 * (d - uFocus) * (0.5 - 0.5 * cos(TAU * p));
      }
      float w = uSweep * (0.5 - 0.5 * cos(TAU * p));
      vec3 c = mix(texture2D(tA, src).rgb, texture2D(tB, src).rgb, w);
      // atmosphere: soft motes, each on a periodic path so frame n equals frame 0
      vec2 aspect = uAspect / uAspect.y;
      for (int i = 0; i < ${MAX_MOTES}; i++) {
        if (i >= uMotes) break;
        float fi = float(i);
        float depth = 0.35 + 0.65 * hash(fi + 7.0);
        float y = fract(hash(fi + 1.0) + p * uMoteRise * (0.5 + 0.5 * step(0.5, hash(fi + 9.0))));
        float x = hash(fi + 2.0) + 0.03 * sin(TAU * (p * 2.0 + hash(fi + 3.0))) + cam.x * depth * uParallax * 0.5;
        vec2 m = vec2(x, y);
        float r = uMoteSize * depth;
        float dist = length((vUv - m) * aspect);
        float flicker = 0.65 + 0.35 * sin(TAU * (p * 3.0 + hash(fi + 5.0)));
        float a = smoothstep(r, r * 0.15, dist) * flicker * (0.35 + 0.65 * depth);
        c += uMoteColor * a * uMoteGlow;
      }
      gl_FragColor = vec4(c, 1.0);
    }`,
};

function loadTexture(url) {
  return new Promise((resolve, reject) => {
    new THREE.TextureLoader().load(
      url,
      (tex) => {
        tex.colorSpace = THREE.NoColorSpace;
        tex.minFilter = THREE.LinearFilter;
        tex.magFilter = THREE.LinearFilter;
        tex.generateMipmaps = false;
        resolve(tex);
      },
      undefined,
      reject,
    );
  });
}

const renderers = new Map();
let previous = null;

function rendererFor(width, height) {
  const key = `${width}x${height}`;
  if (!renderers.has(key)) {
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    document.body.appendChild(canvas);
    const renderer = new THREE.WebGLRenderer({ canvas, antialias: false, preserveDrawingBuffer: true });
    renderer.setPixelRatio(1);
    renderer.setSize(width, height, false);
    renderer.outputColorSpace = THREE.LinearSRGBColorSpace;
    renderers.set(key, renderer);
  }
  return renderers.get(key);
}

export async function compositor(spec) {
  const { width, height, motion = {} } = spec;
  const renderer = rendererFor(width, height);
  const canvas = renderer.domElement;
  if (previous) for (const t of previous) t.dispose();
  const [a, b, d] = await Promise.all([loadTexture(spec.a), loadTexture(spec.b ?? spec.a), loadTexture(spec.depth)]);
  previous = [a, b, d];
  const m = motion;
  const material = new THREE.ShaderMaterial({
    ...shader,
    uniforms: {
      tA: { value: a },
      tB: { value: b },
      tD: { value: d },
      uPhase: { value: 0 },
      uPan: { value: new THREE.Vector2(...(m.pan ?? [0.02, 0.008])) },
      uRise: { value: m.rise ?? 0 },
      uDolly: { value: m.dolly ?? 0.03 },
      uFocus: { value: spec.focus ?? 0.5 },
      uParallax: { value: m.parallax ?? 1 },
      uOverscan: { value: spec.overscan },
      uSweep: { value: spec.b ? (m.sweep ?? 1) : 0 },
      uAspect: { value: new THREE.Vector2(width, height) },
      uMotes: { value: m.motes?.count ?? 0 },
      uMoteColor: { value: new THREE.Color(m.motes?.color ?? '#ffffff') },
      uMoteSize: { value: m.motes?.size ?? 0.004 },
      uMoteRise: { value: m.motes?.rise ?? 1 },
      uMoteGlow: { value: m.motes?.glow ?? 0.5 },
    },
    depthTest: false,
  });
  const scene = new THREE.Scene();
  scene.add(new THREE.Mesh(new THREE.PlaneGeometry(2, 2), material));
  const camera = new THREE.OrthographicCamera(-1, 1, 1, -1, 0, 1);
  return {
    frame(p) {
      material.uniforms.uPhase.value = p;
      renderer.render(scene, camera);
      // JPEG at 95: several times faster to encode and move than PNG; grain and the video codec follow
      return canvas.toDataURL('image/jpeg', 0.95);
    },
  };
}
