// Scenes for work showing products, drinks and image design (commercials, the Tropic Twist case, the AI image gallery). Same builder shape as scenes.js:
// (stage, variant, { width, height }) => { scene, camera, look, update(t, p) }.
// These are films rendered frame by frame (catalogue entries with `animate`): update(t, p) gets the
// shot's time in seconds and its progress in [0, 1], moves the camera and the subjects, and returns
// the focus distance (so a rack focus is a change in that value). Printed labels are drawn on a 2D
// canvas in the site's own typefaces and wrapped on the product as a CanvasTexture.
import * as THREE from 'three';
import { RoundedBoxGeometry } from 'three/addons/geometries/RoundedBoxGeometry.js';
import { mergeGeometries } from 'three/addons/utils/BufferGeometryUtils.js';
import { color, rng, TAU } from './stage.js';

const v3 = (x, y, z) => new THREE.Vector3(x, y, z);
const lerp = (a, b, t) => a + (b - a) * t;
const clamp01 = (x) => Math.min(1, Math.max(0, x));
const smooth = (x) => {
  const c = clamp01(x);
  return c * c * (3 - 2 * c);
};
const easeOut = (x) => 1 - (1 - clamp01(x)) ** 3;

// The site's typefaces (public/fonts, served to the render page as /fonts/): loaded once, before
// any label is drawn, so the labels are set in Inter and Instrument Serif rather than a fallback.
const SERIF = '"Instrument Serif", Georgia, serif';
const SANS = 'Inter, "Helvetica Neue", Arial, sans-serif';
await Promise.all(
  [
    ['Instrument Serif', 'instrument-serif.woff2', {}],
    ['Instrument Serif', 'instrument-serif-italic.woff2', { style: 'italic' }],
    ['Inter', 'inter-var.woff2', { weight: '100 900' }],
  ].map(async ([family, file, descriptors]) => {
    const response = await fetch(`/fonts/${file}`);
    if (!response.ok) throw new Error(`font ${file}: ${response.status}`);
    const face = new FontFace(family, await response.arrayBuffer(), descriptors);
    document.fonts.add(await face.load());
  }),
);

function camera35(width, height, focal = 50) {
  const cam = new THREE.PerspectiveCamera(30, width / height, 0.05, 400);
  cam.filmGauge = width >= height ? 36 : 24;
  cam.setFocalLength(focal);
  return cam;
}

function softSpot(col, intensity, pos, target, { angle = 0.6, penumbra = 1, shadow = false, radius = 8, map = 1024 } = {}) {
  const light = new THREE.SpotLight(col, intensity, 0, angle, penumbra, 2);
  light.position.copy(pos);
  light.target.position.copy(target);
  if (shadow) {
    light.castShadow = true;
    light.shadow.mapSize.set(map, map);
    light.shadow.radius = radius;
    light.shadow.blurSamples = 12;
    light.shadow.bias = -0.0004;
    light.shadow.camera.near = 1;
    light.shadow.camera.far = 40;
  }
  return light;
}

function addAll(scene, ...objects) {
  for (const o of objects) {
    scene.add(o);
    if (o.target) scene.add(o.target);
  }
}

const shadowed = (mesh, cast = true, receive = true) => {
  mesh.castShadow = cast;
  mesh.receiveShadow = receive;
  return mesh;
};

/** A backdrop sphere with a vertical gradient (and a soft glow behind the subject): no lighting cost. */
function gradientDome({ top, bottom, glow, glowDir = [0, 0.15, -1], glowSize = 0.35, radius = 60 }) {
  const mat = new THREE.ShaderMaterial({
    side: THREE.BackSide,
    depthWrite: false,
    fog: false,
    uniforms: {
      uTop: { value: color(top) },
      uBottom: { value: color(bottom) },
      uGlow: { value: color(glow ?? top) },
      uGlowDir: { value: v3(...glowDir).normalize() },
      uGlowSize: { value: glowSize },
    },
    vertexShader: /* glsl */ `
      varying vec3 vDir;
      void main() { vDir = normalize(position); gl_Position = projectionMatrix * modelViewMatrix * vec4(position, 1.0); }`,
    fragmentShader: /* glsl */ `
      uniform vec3 uTop; uniform vec3 uBottom; uniform vec3 uGlow; uniform vec3 uGlowDir; uniform float uGlowSize;
      varying vec3 vDir;
      void main() {
        float h = smoothstep(-0.25, 0.6, vDir.y);
        vec3 c = mix(uBottom, uTop, h);
        float g = max(dot(normalize(vDir), uGlowDir), 0.0);
        c += uGlow * pow(g, 1.0 / max(uGlowSize, 0.01) * 4.0) * 0.9;
        gl_FragColor = vec4(c, 1.0);
      }`,
  });
  const dome = new THREE.Mesh(new THREE.SphereGeometry(radius, 48, 24), mat);
  dome.renderOrder = -1;
  return dome;
}

/** A round 2D sprite (soft dot or four-point star) for particles. */
function spriteTexture(kind = 'dot') {
  const c = document.createElement('canvas');
  c.width = c.height = 128;
  const g = c.getContext('2d');
  const grad = g.createRadialGradient(64, 64, 0, 64, 64, 64);
  grad.addColorStop(0, 'rgba(255,255,255,1)');
  grad.addColorStop(0.25, 'rgba(255,255,255,0.55)');
  grad.addColorStop(1, 'rgba(255,255,255,0)');
  g.fillStyle = grad;
  g.fillRect(0, 0, 128, 128);
  if (kind === 'star') {
    g.globalCompositeOperation = 'lighter';
    for (const [w, h] of [
      [128, 5],
      [5, 128],
    ]) {
      const lg = g.createRadialGradient(64, 64, 0, 64, 64, 64);
      lg.addColorStop(0, 'rgba(255,255,255,0.9)');
      lg.addColorStop(1, 'rgba(255,255,255,0)');
      g.fillStyle = lg;
      g.fillRect(64 - w / 2, 64 - h / 2, w, h);
    }
  }
  const tex = new THREE.CanvasTexture(c);
  tex.colorSpace = THREE.SRGBColorSpace;
  return tex;
}

/**
 * Twinkling points (sparkle, bubbles, dust): each point has a seed; size and brightness pulse with
 * time. positions(t) is called per frame by the caller through setPositions.
 */
function sparkles(count, { seed = 1, size = 0.06, tint = '#fff6e0', kind = 'star', opacity = 1 } = {}) {
  const r = rng(seed);
  const geo = new THREE.BufferGeometry();
  geo.setAttribute('position', new THREE.Float32BufferAttribute(new Float32Array(count * 3), 3));
  geo.setAttribute('aSeed', new THREE.Float32BufferAttribute(Float32Array.from({ length: count }, () => r()), 1));
  const mat = new THREE.ShaderMaterial({
    transparent: true,
    depthWrite: false,
    blending: THREE.AdditiveBlending,
    uniforms: {
      uMap: { value: spriteTexture(kind) },
      uTime: { value: 0 },
      uSize: { value: size },
      uScale: { value: 600 },
      uTint: { value: color(tint) },
      uOpacity: { value: opacity },
    },
    vertexShader: /* glsl */ `
      attribute float aSeed; uniform float uTime; uniform float uSize; uniform float uScale; varying float vA;
      void main() {
        vec4 mv = modelViewMatrix * vec4(position, 1.0);
        float tw = 0.5 + 0.5 * sin(uTime * (5.0 + aSeed * 9.0) + aSeed * 40.0);
        vA = tw * tw;
        gl_PointSize = uSize * uScale * (0.5 + tw) * (0.6 + aSeed) / -mv.z;
        gl_Position = projectionMatrix * mv;
      }`,
    fragmentShader: /* glsl */ `
      uniform sampler2D uMap; uniform vec3 uTint; uniform float uOpacity; varying float vA;
      void main() { vec4 t = texture2D(uMap, gl_PointCoord); gl_FragColor = vec4(uTint * t.rgb * 3.0, t.a * vA * uOpacity); }`,
  });
  const points = new THREE.Points(geo, mat);
  points.frustumCulled = false;
  return {
    points,
    seeds: geo.attributes.aSeed.array,
    set(t, at) {
      mat.uniforms.uTime.value = t;
      const pos = geo.attributes.position;
      const out = v3(0, 0, 0);
      for (let i = 0; i < count; i++) {
        at(i, geo.attributes.aSeed.array[i], out);
        pos.setXYZ(i, out.x, out.y, out.z);
      }
      pos.needsUpdate = true;
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Labels

function canvas2d(width, height) {
  const c = document.createElement('canvas');
  c.width = width;
  c.height = height;
  return [c, c.getContext('2d')];
}

function labelTexture(c, stage, repeat = false) {
  const tex = new THREE.CanvasTexture(c);
  tex.colorSpace = THREE.SRGBColorSpace;
  tex.anisotropy = stage.renderer.capabilities.getMaxAnisotropy();
  if (repeat) tex.wrapS = THREE.RepeatWrapping;
  return tex;
}

/** A palm frond: a curved rib with leaflets, drawn in the current fill style. */
function frond(g, x, y, length, angle, width = 1) {
  g.save();
  g.translate(x, y);
  g.rotate(angle);
  g.lineCap = 'round';
  g.lineWidth = 6 * width;
  g.beginPath();
  g.moveTo(0, 0);
  g.quadraticCurveTo(length * 0.5, -length * 0.12, length, 0);
  g.stroke();
  for (let i = 1; i < 14; i++) {
    const s = i / 14;
    const px = length * s;
    const py = -length * 0.12 * 4 * s * (1 - s) * 0.5;
    const leaf = length * 0.34 * Math.sin(Math.PI * (0.15 + s * 0.8));
    for (const side of [-1, 1]) {
      g.beginPath();
      g.moveTo(px, py);
      g.quadraticCurveTo(px + leaf * 0.3, py + side * leaf * 0.55, px + leaf * 0.75, py + side * leaf * 0.8);
      g.quadraticCurveTo(px + leaf * 0.2, py + side * leaf * 0.35, px, py);
      g.fill();
    }
  }
  g.restore();
}

/** A passion fruit half seen from above: purple rind, golden pulp, black seeds. */
function passionFruitDrawing(g, x, y, r, seed = 3) {
  const rand = rng(seed);
  g.fillStyle = '#3d1236';
  g.beginPath();
  g.arc(x, y, r, 0, TAU);
  g.fill();
  g.fillStyle = '#f4f0d8';
  g.beginPath();
  g.arc(x, y, r * 0.86, 0, TAU);
  g.fill();
  const pulp = g.createRadialGradient(x, y, 0, x, y, r * 0.8);
  pulp.addColorStop(0, '#ffcf3a');
  pulp.addColorStop(1, '#f29a12');
  g.fillStyle = pulp;
  g.beginPath();
  g.arc(x, y, r * 0.78, 0, TAU);
  g.fill();
  for (let i = 0; i < 46; i++) {
    const a = rand() * TAU;
    const d = Math.sqrt(rand()) * r * 0.7;
    g.fillStyle = 'rgba(40,20,10,0.9)';
    g.beginPath();
    g.ellipse(x + Math.cos(a) * d, y + Math.sin(a) * d, r * 0.045, r * 0.03, a, 0, TAU);
    g.fill();
    g.fillStyle = 'rgba(255,240,190,0.6)';
    g.beginPath();
    g.arc(x + Math.cos(a) * d - r * 0.012, y + Math.sin(a) * d - r * 0.012, r * 0.012, 0, TAU);
    g.fill();
  }
}

/** A mango cheek: an orange-gold teardrop with a blush. */
function mangoDrawing(g, x, y, r, angle = 0) {
  g.save();
  g.translate(x, y);
  g.rotate(angle);
  const body = g.createLinearGradient(-r, -r, r, r);
  body.addColorStop(0, '#ff4f3a');
  body.addColorStop(0.45, '#ff9a1f');
  body.addColorStop(1, '#ffd23a');
  g.fillStyle = body;
  g.beginPath();
  g.moveTo(0, -r * 1.25);
  g.bezierCurveTo(r * 1.1, -r * 1.0, r * 1.05, r * 0.9, 0, r);
  g.bezierCurveTo(-r * 1.0, r * 0.95, -r * 0.9, -r * 0.5, 0, -r * 1.25);
  g.fill();
  g.fillStyle = 'rgba(255,255,255,0.35)';
  g.beginPath();
  g.ellipse(-r * 0.3, -r * 0.45, r * 0.16, r * 0.4, -0.4, 0, TAU);
  g.fill();
  g.fillStyle = '#2f7a3a';
  g.beginPath();
  g.ellipse(r * 0.25, -r * 1.28, r * 0.42, r * 0.14, -0.5, 0, TAU);
  g.fill();
  g.restore();
}

/**
 * The Tropic Twist can's printed label, unrolled (u runs once round the can, left to right as
 * seen from the front; the front of the can is u = 0.5): a mango-to-passion-fruit gradient, a
 * sun with palm fronds, the wordmark, the flavour line, the fine print and a barcode.
 */
function tropicLabel(stage) {
  const W = 2048;
  const H = 1152;
  const [c, g] = canvas2d(W, H);
  const bg = g.createLinearGradient(0, 0, 0, H);
  bg.addColorStop(0, '#ffb21f');
  bg.addColorStop(0.5, '#ff6a2b');
  bg.addColorStop(1, '#8e1f5a');
  g.fillStyle = bg;
  g.fillRect(0, 0, W, H);
  // the sun behind the wordmark, with rays
  const cx = W * 0.5;
  const sunY = H * 0.36;
  g.save();
  g.translate(cx, sunY);
  g.fillStyle = 'rgba(255,236,170,0.22)';
  for (let i = 0; i < 24; i++) {
    g.rotate(TAU / 24);
    g.beginPath();
    g.moveTo(0, 0);
    g.lineTo(-40, -900);
    g.lineTo(40, -900);
    g.fill();
  }
  g.restore();
  const sun = g.createRadialGradient(cx, sunY, 0, cx, sunY, 300);
  sun.addColorStop(0, '#fff3b0');
  sun.addColorStop(0.7, '#ffd04a');
  sun.addColorStop(1, 'rgba(255,200,60,0)');
  g.fillStyle = sun;
  g.beginPath();
  g.arc(cx, sunY, 300, 0, TAU);
  g.fill();
  // palm fronds framing the front panel, deep green
  g.fillStyle = '#0f5a46';
  g.strokeStyle = '#0f5a46';
  frond(g, cx - 520, H * 0.02, 420, 0.55, 1.2);
  frond(g, cx + 520, H * 0.02, 420, Math.PI - 0.55, 1.2);
  frond(g, cx - 560, H * 0.9, 360, -0.5, 1);
  frond(g, cx + 560, H * 0.9, 360, Math.PI + 0.5, 1);
  // the wordmark
  g.textAlign = 'center';
  g.textBaseline = 'alphabetic';
  g.fillStyle = '#fffaf0';
  g.shadowColor = 'rgba(80,10,40,0.45)';
  g.shadowBlur = 18;
  g.shadowOffsetY = 8;
  g.font = `italic 250px ${SERIF}`;
  g.fillText('Tropic', cx, H * 0.45);
  g.font = `italic 250px ${SERIF}`;
  g.fillText('Twist', cx + 40, H * 0.64);
  g.shadowColor = 'transparent';
  // the flavour band
  g.fillStyle = '#3d1236';
  g.fillRect(cx - 360, H * 0.7, 720, 84);
  g.fillStyle = '#ffd23a';
  g.font = `700 46px ${SANS}`;
  g.letterSpacing = '6px';
  g.fillText('MANGO + PASSION FRUIT', cx, H * 0.7 + 58);
  g.letterSpacing = '0px';
  g.fillStyle = '#fffaf0';
  g.font = `600 40px ${SANS}`;
  g.fillText('SPARKLING  ·  330 ml', cx, H * 0.87);
  // fruit drawings on the sides of the front panel
  mangoDrawing(g, cx - 430, H * 0.6, 95, -0.4);
  passionFruitDrawing(g, cx + 430, H * 0.6, 100);
  // the back panel: the drawn fruit again, the fine print and a barcode
  const back = W * 0.06;
  mangoDrawing(g, W - 220, H * 0.28, 110, 0.3);
  passionFruitDrawing(g, 230, H * 0.3, 120, 9);
  g.textAlign = 'left';
  g.fillStyle = '#fffaf0';
  g.font = `italic 120px ${SERIF}`;
  g.fillText('Tropic Twist', back + 1180, H * 0.55);
  g.font = `500 26px ${SANS}`;
  const lines = [
    'Sparkling water, mango purée, passion fruit juice',
    'from concentrate, lime juice, natural flavouring.',
    'Serve chilled. Shake gently, open slowly.',
  ];
  lines.forEach((line, i) => g.fillText(line, back + 1180, H * 0.62 + i * 36));
  // nutrition-style panel (the wording of a label, no claims)
  g.strokeStyle = '#fffaf0';
  g.lineWidth = 3;
  const px = back + 1180;
  const py = H * 0.74;
  g.strokeRect(px, py, 420, 200);
  g.font = `700 24px ${SANS}`;
  g.fillText('Nutrition  per 100 ml', px + 16, py + 34);
  g.font = `500 21px ${SANS}`;
  ['Energy', 'Fat', 'Carbohydrate', 'of which sugars', 'Salt'].forEach((row, i) => {
    g.fillText(row, px + 16, py + 70 + i * 27);
    g.fillRect(px + 250, py + 62 + i * 27, 140, 2);
  });
  // barcode
  const bx = 130;
  const by = H * 0.62;
  g.fillStyle = '#fffaf0';
  g.fillRect(bx - 20, by - 20, 330, 250);
  g.fillStyle = '#1a1a1a';
  const bars = rng(5);
  for (let x = 0; x < 290; ) {
    const w = 2 + Math.floor(bars() * 4) * 2;
    g.fillRect(bx + x, by, w, 180);
    x += w + 2 + Math.floor(bars() * 3) * 2;
  }
  g.font = `500 22px ${SANS}`;
  g.fillText('5 012345 678900', bx + 20, by + 210);
  // recycle line top and bottom (printed bands of a real can)
  g.fillStyle = 'rgba(255,250,240,0.8)';
  g.fillRect(0, 16, W, 4);
  g.fillRect(0, H - 20, W, 4);
  return labelTexture(c, stage);
}

/** Metal can with a printed label: lathe body in aluminium, the label as a cylinder band. */
function drinkCan(stage, label, { radius = 0.42, height = 1.68 } = {}) {
  const group = new THREE.Group();
  const alu = new THREE.MeshStandardMaterial({ color: '#c9cdd2', metalness: 1, roughness: 0.38 });
  const profile = [
    [0, 0.02],
    [radius * 0.78, 0.0],
    [radius * 0.9, 0.04],
    [radius, 0.14],
    [radius, height - 0.16],
    [radius * 0.86, height - 0.04],
    [radius * 0.84, height],
    [radius * 0.8, height - 0.02],
    [0, height - 0.03],
  ].map(([x, y]) => new THREE.Vector2(x, y));
  group.add(shadowed(new THREE.Mesh(new THREE.LatheGeometry(profile, 96), alu)));
  const print = new THREE.MeshPhysicalMaterial({
    map: label,
    metalness: 0.35,
    roughness: 0.28,
    clearcoat: 1,
    clearcoatRoughness: 0.08,
  });
  const band = shadowed(
    new THREE.Mesh(new THREE.CylinderGeometry(radius + 0.002, radius + 0.002, height - 0.3, 128, 1, true, -Math.PI, TAU), print),
  );
  band.position.y = height / 2;
  group.add(band);
  // the tab
  const tab = shadowed(new THREE.Mesh(new RoundedBoxGeometry(0.16, 0.012, 0.3, 2, 0.005), alu));
  tab.position.set(0, height - 0.005, 0.05);
  group.add(tab);
  return { group, print };
}

/** Condensation: small clear beads on the can's surface. */
function condensation(radius, y0, y1, count, seed) {
  const r = rng(seed);
  const geo = new THREE.SphereGeometry(1, 10, 6, 0, TAU, 0, Math.PI / 2);
  geo.rotateX(Math.PI / 2);
  const mat = new THREE.MeshPhysicalMaterial({ color: '#ffffff', metalness: 0, roughness: 0.02, clearcoat: 1, transparent: true, opacity: 0.35 });
  const mesh = new THREE.InstancedMesh(geo, mat, count);
  const m = new THREE.Matrix4();
  const q = new THREE.Quaternion();
  for (let i = 0; i < count; i++) {
    const a = r() * TAU;
    const y = lerp(y0, y1, r());
    const s = 0.006 + r() ** 3 * 0.022;
    q.setFromAxisAngle(v3(0, 1, 0), a);
    m.compose(v3(Math.sin(a) * radius, y, Math.cos(a) * radius), q, v3(s, s * 1.25, s * 0.6));
    mesh.setMatrixAt(i, m);
  }
  return mesh;
}

/** Mango cubes (scored flesh) and passion fruit halves, as instanced pieces. */
function fruitPieces(stage, count, seed) {
  const mango = new THREE.MeshPhysicalMaterial({
    color: '#ff8c00',
    roughness: 0.3,
    clearcoat: 1,
    clearcoatRoughness: 0.1,
    emissive: new THREE.Color('#ff5200'),
    emissiveIntensity: 0.18,
  });
  const cubes = new THREE.InstancedMesh(new RoundedBoxGeometry(0.15, 0.15, 0.15, 2, 0.035), mango, count);
  // passion fruit half: a purple rind shell and a golden seeded pulp face
  const [pc, pg] = canvas2d(256, 256);
  passionFruitDrawing(pg, 128, 128, 128, seed + 4);
  const pulpTex = labelTexture(pc, stage);
  const shellGeo = new THREE.SphereGeometry(0.17, 32, 16, 0, TAU, Math.PI / 2, Math.PI / 2);
  const faceGeo = new THREE.CircleGeometry(0.17, 32);
  faceGeo.rotateX(-Math.PI / 2);
  const halfGeo = mergeGeometries([shellGeo, faceGeo], true);
  const rind = new THREE.MeshPhysicalMaterial({ color: '#4a1840', roughness: 0.45, clearcoat: 0.6, clearcoatRoughness: 0.3 });
  const pulp = new THREE.MeshPhysicalMaterial({
    map: pulpTex,
    roughness: 0.15,
    clearcoat: 1,
    emissive: new THREE.Color('#ff9a10'),
    emissiveMap: pulpTex,
    emissiveIntensity: 0.15,
  });
  const halves = new THREE.InstancedMesh(halfGeo, [rind, pulp], Math.ceil(count / 3));
  for (const mesh of [cubes, halves]) {
    shadowed(mesh, true, false);
    mesh.frustumCulled = false;
  }
  return { cubes, halves };
}

// ---------------------------------------------------------------------------------------------
// tropic: the Tropic Twist launch film. The printed can stands on a wet stone disc in a
// warm sunset-to-teal set; mango cubes and passion fruit halves pour in from above and swirl
// round it with a ribbon of juice, droplets and sparkle; the camera orbits and cranes down
// while the focus racks from a foreground passion fruit to the can's label.
function tropic(stage, variant, { width, height }) {
  const v = { focal: 50, seed: 21, ...variant };
  const scene = new THREE.Scene();
  scene.background = color('#2a0f2a');
  const sky = { top: '#0f2c44', bottom: '#e0603a' };
  // the floor fades into the backdrop's colour at the horizon
  scene.fog = new THREE.Fog(color(sky.bottom).lerp(color(sky.top), 0.21), 10, 26);
  scene.environment = stage.studioEnv;
  scene.environmentIntensity = 0.4;
  scene.add(gradientDome({ ...sky, glow: '#ff9a4a', glowDir: [0.2, 0.05, -1], glowSize: 0.5 }));

  // floor: a dark glossy terrazzo that reflects the warm light
  const floor = new THREE.Mesh(
    new THREE.CircleGeometry(30, 64),
    new THREE.MeshPhysicalMaterial({ color: '#3a1a26', roughness: 0.35, clearcoat: 0.8, clearcoatRoughness: 0.2 }),
  );
  floor.rotation.x = -Math.PI / 2;
  floor.receiveShadow = true;
  scene.add(floor);
  const stone = shadowed(
    new THREE.Mesh(
      new THREE.CylinderGeometry(1.25, 1.3, 0.22, 96),
      new THREE.MeshPhysicalMaterial({ color: '#c79f7a', roughness: 0.5, clearcoat: 0.7, clearcoatRoughness: 0.15 }),
    ),
  );
  stone.position.y = 0.11;
  scene.add(stone);

  const label = tropicLabel(stage);
  const can = drinkCan(stage, label);
  can.group.position.y = 0.22;
  can.group.add(condensation(0.428, 0.2, 1.5, 420, v.seed + 1));
  scene.add(can.group);

  // the pour: pieces fall from above the frame into a vortex round the can
  const N = 40;
  const { cubes, halves } = fruitPieces(stage, N, v.seed);
  scene.add(cubes, halves);
  const r = rng(v.seed);
  const pieces = Array.from({ length: N + halves.count }, (_, i) => ({
    half: i >= N,
    phase: r() * TAU,
    radius: 1.0 + r() * 1.4,
    level: 0.35 + r() * 1.9,
    delay: r() * 1.6,
    spin: v3(r() - 0.5, r() - 0.5, r() - 0.5).normalize(),
    spinRate: 1.5 + r() * 3,
    speed: 0.75 + r() * 0.6,
    scale: 0.7 + r() * 0.5,
  }));
  const place = (piece, t, out, q) => {
    const s = easeOut((t - piece.delay) / 1.5);
    const swirl = piece.phase + piece.speed * t + (1 - s) * 1.4;
    // the swirl opens out at the end so the label reads
    const rad = piece.radius * lerp(0.55, 1, s) * (1 + 0.5 * smooth((t - 3.6) / 2.2)) + 0.08 * Math.sin(t * 2 + piece.phase);
    const y = piece.level + (1 - s) * 4.2 + 0.12 * Math.sin(t * 1.7 + piece.phase * 3);
    out.set(Math.cos(swirl) * rad, y + 0.22, Math.sin(swirl) * rad);
    q.setFromAxisAngle(piece.spin, piece.spinRate * t + piece.phase);
  };

  // the juice: a ribbon that pours from above and wraps round the can (it draws on over the first second and a half)
  const helix = new THREE.CatmullRomCurve3(
    Array.from({ length: 40 }, (_, i) => {
      const s = i / 39;
      const a = s * TAU * 1.6 + 0.6;
      const rad = lerp(0.3, 0.72, smooth(s * 3)) + 0.1 * Math.sin(s * 9);
      return v3(Math.cos(a) * rad, lerp(4.6, 0.5, s), Math.sin(a) * rad);
    }),
  );
  const tubular = 320;
  const radial = 14;
  const ribbonGeo = new THREE.TubeGeometry(helix, tubular, 0.07, radial, false);
  {
    // a liquid stream, not a pipe: thick in the middle, thinning to a thread at both ends, with a wobble
    const at = ribbonGeo.attributes.position;
    const centre = v3(0, 0, 0);
    const vtx = v3(0, 0, 0);
    for (let i = 0; i <= tubular; i++) {
      const u = i / tubular;
      helix.getPointAt(u, centre);
      const w = (0.25 + 1.1 * Math.sin(Math.PI * u) ** 0.7) * (1 + 0.22 * Math.sin(u * 47) + 0.12 * Math.sin(u * 113));
      for (let j = 0; j <= radial; j++) {
        const k = i * (radial + 1) + j;
        vtx.fromBufferAttribute(at, k).sub(centre).multiplyScalar(w);
        vtx.y *= 0.55;
        at.setXYZ(k, centre.x + vtx.x, centre.y + vtx.y, centre.z + vtx.z);
      }
    }
    ribbonGeo.computeVertexNormals();
  }
  const juice = new THREE.MeshPhysicalMaterial({
    color: '#ff9416',
    roughness: 0.05,
    clearcoat: 1,
    clearcoatRoughness: 0.02,
    emissive: new THREE.Color('#ff6a00'),
    emissiveIntensity: 0.35,
    transparent: true,
    opacity: 0.92,
  });
  const ribbon = shadowed(new THREE.Mesh(ribbonGeo, juice), true, false);
  ribbon.position.y = 0.22;
  scene.add(ribbon);
  const ribbonIndex = ribbonGeo.index.count;

  // droplets flung off the swirl
  const D = 90;
  const dropMat = new THREE.MeshPhysicalMaterial({
    color: '#ffb13a',
    roughness: 0.04,
    clearcoat: 1,
    emissive: new THREE.Color('#ff7a10'),
    emissiveIntensity: 0.3,
  });
  const drops = new THREE.InstancedMesh(new THREE.SphereGeometry(0.035, 12, 8), dropMat, D);
  drops.frustumCulled = false;
  scene.add(drops);
  const dropSeeds = Array.from({ length: D }, () => [r() * TAU, 0.6 + r() * 1.8, 0.3 + r() * 2.4, r() * 2, 0.5 + r()]);

  // sparkle: fizz rising round the can and glints in the light
  const fizz = sparkles(110, { seed: v.seed + 7, size: 0.03, tint: '#fff1c8', kind: 'star' });
  scene.add(fizz.points);

  // light: environment plus a warm key from the sunset side, a magenta and a teal rim
  const key = softSpot(color('#ffd2a0'), 70, v3(-4, 7, 4), v3(0, 0.9, 0), { angle: 0.5, shadow: true, radius: 6 });
  const rimA = softSpot(color('#ff4fa0'), 120, v3(4.5, 3.5, -3.5), v3(0, 1, 0), { angle: 0.5 });
  const rimB = softSpot(color('#3fe0d0'), 100, v3(-4.5, 3, -4), v3(0, 1, 0), { angle: 0.5 });
  const fill = new THREE.HemisphereLight(color('#ffd8b0'), color('#2a0f2a'), 0.25);
  addAll(scene, key, rimA, rimB, fill);

  const camera = camera35(width, height, v.focal);
  // foreground: a passion fruit half and a mango cube tumbling slowly past the lens at the start
  const fgHalf = new THREE.Mesh(halves.geometry, halves.material);
  fgHalf.scale.setScalar(1.2);
  const fgCube = new THREE.Mesh(cubes.geometry, cubes.material);
  scene.add(shadowed(fgHalf), shadowed(fgCube));

  const m = new THREE.Matrix4();
  const q = new THREE.Quaternion();
  const pos = v3(0, 0, 0);
  const target = v3(0, 1.05, 0);
  return {
    scene,
    camera,
    depthRange: [1, 40],
    look: {
      exposure: 0.9,
      dof: { aperture: v.aperture ?? 0.004, maxblur: 0.009 },
      bloom: { strength: 0.35, radius: 0.5, threshold: 1.3 },
      lift: [0.0, 0.025, 0.045],
      gain: [1.06, 0.99, 0.9],
      vignette: 0.45,
      grain: 0.025,
    },
    update(t, p) {
      // camera: an orbit of about 110° round the can while craning down from above the pour to label height
      const e = smooth(p);
      const a = lerp(v.orbitFrom ?? 1.7, v.orbitTo ?? -0.12, e);
      const dist = lerp(6.4, 5.2, e);
      camera.position.set(Math.sin(a) * dist, lerp(3.1, 1.25, e), Math.cos(a) * dist);
      target.set(0, lerp(1.6, 1.05, e), 0);
      camera.lookAt(target);
      // subjects: the foreground pair sits between the opening camera and the can
      fgHalf.position.set(2.75, lerp(2.75, 1.9, smooth(t / 3)), 2.05);
      fgHalf.rotation.set(0.9 + t * 0.5, 0.4 + t * 0.3, 0.2);
      fgCube.position.set(2.35, lerp(3.2, 2.2, smooth(t / 3.4)), 1.55);
      fgCube.rotation.set(t * 0.8, 0.5 + t * 0.4, 0.3);
      // subjects
      let ci = 0;
      let hi = 0;
      for (const piece of pieces) {
        place(piece, t, pos, q);
        m.compose(pos, q, v3(piece.scale, piece.scale, piece.scale));
        if (piece.half) halves.setMatrixAt(hi++, m);
        else cubes.setMatrixAt(ci++, m);
      }
      cubes.instanceMatrix.needsUpdate = true;
      halves.instanceMatrix.needsUpdate = true;
      const pour = clamp01(t / 1.6);
      const tail = clamp01((t - 3.4) / 2.4);
      const start = Math.floor(tail * 0.55 * ribbonIndex / 3) * 3;
      ribbonGeo.setDrawRange(start, Math.max(3, Math.floor((pour * ribbonIndex) / 3) * 3 - start));
      ribbon.rotation.y = t * 1.1;
      for (let i = 0; i < D; i++) {
        const [ph, rad, lvl, delay, sp] = dropSeeds[i];
        const life = (t * 0.6 * sp + delay) % 1;
        const a2 = ph + t * 1.3;
        const rr = rad + life * 1.2;
        pos.set(Math.cos(a2) * rr, lvl + life * 0.8 - life * life * 1.6 + 0.22, Math.sin(a2) * rr);
        const s = t < delay * 0.6 ? 0.0001 : (1 - life) * sp;
        m.compose(pos, q.identity(), v3(s, s * 1.3, s));
        drops.setMatrixAt(i, m);
      }
      drops.instanceMatrix.needsUpdate = true;
      fizz.set(t, (i, seed, out) => {
        const a3 = seed * 97 + t * (0.6 + seed);
        const rr = 0.5 + ((seed * 7.3) % 1) * 1.9;
        const y = ((seed * 13.1 + t * (0.25 + seed * 0.4)) % 1) * 3.4 + 0.2;
        out.set(Math.cos(a3) * rr, y, Math.sin(a3) * rr);
      });
      // rack focus: the foreground passion fruit first, then the label
      const near = camera.position.distanceTo(fgHalf.position);
      const far = camera.position.distanceTo(v3(0, 1, 0)) - 0.4;
      return lerp(near, far, smooth((p - 0.22) / 0.3));
    },
  };
}

export const scenes = { tropic };
