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
import { SANS, SERIF } from './fonts.js';
import { v3, lerp, clamp01, easeOut } from './motion.js';

const smooth = (x) => {
  const c = clamp01(x);
  return c * c * (3 - 2 * c);
};

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
  geo.setAttribute(
    'aSeed',
    new THREE.Float32BufferAttribute(
      Float32Array.from({ length: count }, () => r()),
      1,
    ),
  );
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
  for (let x = 0; x < 290;) {
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
  const mat = new THREE.MeshPhysicalMaterial({
    color: '#ffffff',
    metalness: 0,
    roughness: 0.02,
    clearcoat: 1,
    transparent: true,
    opacity: 0.35,
  });
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
      const start = Math.floor((tail * 0.55 * ribbonIndex) / 3) * 3;
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

/**
 * The Juniper Skin serum's label, unrolled round the bottle (front at u = 0.5): cream paper,
 * the house name spaced out in Inter, "Night Ritual" in Instrument Serif italic, the product line
 * and the fine print.
 */
function ritualLabel(stage) {
  const W = 2048;
  const H = 768;
  const [c, g] = canvas2d(W, H);
  g.fillStyle = '#efe6d8';
  g.fillRect(0, 0, W, H);
  const cx = W * 0.5;
  g.textAlign = 'center';
  g.fillStyle = '#2a2140';
  g.font = `600 54px ${SANS}`;
  g.letterSpacing = '22px';
  g.fillText('JUNIPER SKIN', cx + 11, H * 0.2);
  g.letterSpacing = '0px';
  g.fillRect(cx - 60, H * 0.27, 120, 3);
  g.font = `italic 210px ${SERIF}`;
  g.fillText('Night Ritual', cx, H * 0.58);
  g.font = `500 44px ${SANS}`;
  g.letterSpacing = '8px';
  g.fillText('OVERNIGHT RENEWAL SERUM', cx + 4, H * 0.74);
  g.letterSpacing = '0px';
  g.font = `500 38px ${SANS}`;
  g.fillText('30 ml  ·  1.0 fl oz', cx, H * 0.86);
  // a juniper sprig
  g.strokeStyle = '#5b4a86';
  g.fillStyle = '#5b4a86';
  g.lineWidth = 4;
  g.beginPath();
  g.moveTo(cx + 330, H * 0.36);
  g.quadraticCurveTo(cx + 390, H * 0.28, cx + 460, H * 0.22);
  g.stroke();
  for (let i = 0; i < 7; i++) {
    const x = cx + 340 + i * 18;
    const y = H * 0.35 - i * 14;
    g.beginPath();
    g.ellipse(x, y - 16, 5, 18, 0.6, 0, TAU);
    g.fill();
    g.beginPath();
    g.ellipse(x + 10, y + 10, 5, 18, -0.9, 0, TAU);
    g.fill();
  }
  for (const [x, y] of [
    [cx + 470, H * 0.24],
    [cx + 452, H * 0.3],
  ]) {
    g.beginPath();
    g.arc(x, y, 13, 0, TAU);
    g.fill();
  }
  // back: directions and ingredients
  g.textAlign = 'left';
  g.font = `500 24px ${SANS}`;
  [
    'Directions: after cleansing, warm three drops',
    'between the fingertips and press into the skin.',
    'Use at night. Store away from light.',
    '',
    'Ingredients: aqua, squalane, glycerin, bakuchiol,',
    'niacinamide, juniper berry extract, tocopherol.',
  ].forEach((line, i) => g.fillText(line, 60, H * 0.3 + i * 34));
  g.fillText('Made in Lisbon', W - 460, H * 0.82);
  return labelTexture(c, stage);
}

// ---------------------------------------------------------------------------------------------
// ritual: Night Ritual for Juniper Skin. A violet glass dropper bottle with its printed label
// stands on wet black stone at night; moonlight falls through blinds and its slats slide across
// the bottle; the glass pipette hovers beside it and lets drops of serum fall into a pool on the
// stone, rings spreading. One continuous take: the camera starts close on the pipette, cranes
// down and arcs round to the label while the focus racks from the falling drop to the bottle.
function ritual(stage, variant, { width, height }) {
  const v = { focal: 50, seed: 31, ...variant };
  const scene = new THREE.Scene();
  const sky = { top: '#05060f', bottom: '#161330' };
  scene.background = color(sky.top);
  scene.fog = new THREE.Fog(color('#0b0a1a'), 8, 22);
  scene.environment = stage.studioEnv;
  scene.environmentIntensity = 0.16;
  scene.add(gradientDome({ ...sky, glow: '#3a3370', glowDir: [-0.5, 0.3, -1], glowSize: 0.6 }));

  // wet black stone: a polished slab on a dark floor
  const floor = new THREE.Mesh(new THREE.PlaneGeometry(60, 60), new THREE.MeshStandardMaterial({ color: '#0a0910', roughness: 0.6 }));
  floor.rotation.x = -Math.PI / 2;
  floor.receiveShadow = true;
  scene.add(floor);
  const slab = shadowed(
    new THREE.Mesh(
      new RoundedBoxGeometry(4.2, 0.3, 2.6, 3, 0.04),
      new THREE.MeshPhysicalMaterial({ color: '#2a2630', roughness: 0.3, clearcoat: 1, clearcoatRoughness: 0.03 }),
    ),
  );
  slab.position.y = 0.15;
  scene.add(slab);
  // a plaster wall behind, where the moonlight's slats fall
  const wall = new THREE.Mesh(new THREE.PlaneGeometry(30, 12), new THREE.MeshStandardMaterial({ color: '#24222e', roughness: 0.95 }));
  wall.position.set(0, 6, -3.2);
  wall.receiveShadow = true;
  scene.add(wall);
  const top = 0.3;

  // the bottle: violet glass, a printed paper label, a black collar (the pipette is out)
  const bottle = new THREE.Group();
  bottle.position.set(-0.35, top, 0);
  bottle.rotation.y = v.turn ?? 0;
  scene.add(bottle);
  const glass = new THREE.MeshPhysicalMaterial({
    color: '#241640',
    roughness: 0.06,
    metalness: 0.1,
    clearcoat: 1,
    clearcoatRoughness: 0.02,
    envMapIntensity: 2.5,
  });
  const R = 0.48;
  const Hb = 1.55;
  bottle.add(
    shadowed(
      new THREE.Mesh(
        new THREE.LatheGeometry(
          [
            [0, 0],
            [R - 0.04, 0],
            [R, 0.05],
            [R, Hb - 0.18],
            [R - 0.1, Hb - 0.04],
            [0.2, Hb],
            [0.2, Hb + 0.12],
            [0, Hb + 0.12],
          ].map(([x, y]) => new THREE.Vector2(x, y)),
          96,
        ),
        glass,
      ),
    ),
  );
  const label = new THREE.MeshPhysicalMaterial({ map: ritualLabel(stage), roughness: 0.55, clearcoat: 0.2 });
  const band = shadowed(new THREE.Mesh(new THREE.CylinderGeometry(R + 0.003, R + 0.003, 0.74, 128, 1, true, -Math.PI, TAU), label));
  band.position.y = 0.62;
  bottle.add(band);
  const collar = shadowed(
    new THREE.Mesh(
      new THREE.CylinderGeometry(0.23, 0.23, 0.16, 48),
      new THREE.MeshStandardMaterial({ color: '#c9a35a', metalness: 1, roughness: 0.25 }),
    ),
  );
  collar.position.y = Hb + 0.12;
  bottle.add(collar);

  // the pipette: black bulb, gold collar, glass tube with serum in it
  const pipette = new THREE.Group();
  scene.add(pipette);
  const bulb = shadowed(
    new THREE.Mesh(
      new THREE.CapsuleGeometry(0.16, 0.32, 8, 32),
      new THREE.MeshPhysicalMaterial({ color: '#14121a', roughness: 0.35, clearcoat: 0.6 }),
    ),
  );
  bulb.position.y = 1.28;
  const ring = shadowed(
    new THREE.Mesh(
      new THREE.CylinderGeometry(0.2, 0.2, 0.14, 48),
      new THREE.MeshStandardMaterial({ color: '#c9a35a', metalness: 1, roughness: 0.25 }),
    ),
  );
  ring.position.y = 1.02;
  const tube = new THREE.Mesh(
    new THREE.CylinderGeometry(0.055, 0.035, 0.95, 32, 1, true),
    new THREE.MeshPhysicalMaterial({
      color: '#d8d0ff',
      roughness: 0.05,
      clearcoat: 1,
      transparent: true,
      opacity: 0.35,
      envMapIntensity: 2,
    }),
  );
  tube.position.y = 0.5;
  const serumMat = new THREE.MeshPhysicalMaterial({
    color: '#b48cff',
    emissive: new THREE.Color('#7a4dff'),
    emissiveIntensity: 0.9,
    roughness: 0.05,
    clearcoat: 1,
  });
  const inside = new THREE.Mesh(new THREE.CylinderGeometry(0.038, 0.03, 0.6, 24), serumMat);
  inside.position.y = 0.33;
  pipette.add(bulb, ring, tube, inside);
  const tip = v3(1.2, top + 0.95, 0.8);
  pipette.position.set(tip.x, tip.y, tip.z);
  pipette.rotation.z = -0.12;

  // the drop and the pool it falls into
  const drop = new THREE.Mesh(new THREE.SphereGeometry(0.05, 32, 16), serumMat);
  scene.add(drop);
  const pool = new THREE.Mesh(
    new THREE.CircleGeometry(0.42, 64),
    new THREE.MeshPhysicalMaterial({
      color: '#1a1030',
      emissive: new THREE.Color('#3a1a80'),
      emissiveIntensity: 0.12,
      roughness: 0.02,
      clearcoat: 1,
    }),
  );
  pool.rotation.x = -Math.PI / 2;
  pool.position.set(tip.x, top + 0.004, tip.z);
  scene.add(pool);
  const rings = Array.from({ length: 3 }, () => {
    const m = new THREE.Mesh(
      new THREE.TorusGeometry(1, 0.012, 8, 96),
      new THREE.MeshBasicMaterial({ color: '#c9b4ff', transparent: true, opacity: 0, blending: THREE.AdditiveBlending, depthWrite: false }),
    );
    m.rotation.x = Math.PI / 2;
    m.position.set(tip.x, top + 0.012, tip.z);
    scene.add(m);
    return m;
  });

  // moonlight through blinds: a cool spot projecting slats that slide slowly across the set
  const [sc, sg] = canvas2d(512, 512);
  sg.fillStyle = '#000';
  sg.fillRect(0, 0, 512, 512);
  for (let i = 0; i < 9; i++) {
    const grad = sg.createLinearGradient(0, i * 56 + 8, 0, i * 56 + 44);
    grad.addColorStop(0, 'rgba(255,255,255,0)');
    grad.addColorStop(0.3, 'rgba(255,255,255,1)');
    grad.addColorStop(0.7, 'rgba(255,255,255,1)');
    grad.addColorStop(1, 'rgba(255,255,255,0)');
    sg.fillStyle = grad;
    sg.fillRect(0, i * 56 + 8, 512, 36);
  }
  const slats = new THREE.CanvasTexture(sc);
  slats.wrapT = THREE.RepeatWrapping;
  const moon = softSpot(color('#9fb4ff'), 420, v3(-5, 6, 3.5), v3(0, 0.8, 0), {
    angle: 0.42,
    penumbra: 0.35,
    shadow: true,
    radius: 3,
    map: 512,
  });
  moon.map = slats;
  const warm = softSpot(color('#ffb870'), 40, v3(4, 2.2, 3.5), v3(0, 0.9, 0), { angle: 0.35 });
  const rim = softSpot(color('#8a6cff'), 120, v3(1.5, 3.5, -4.5), v3(0, 1, 0), { angle: 0.45 });
  addAll(scene, moon, warm, rim, new THREE.HemisphereLight(color('#2a2a55'), color('#050508'), 0.25));

  const motes = sparkles(70, { seed: v.seed, size: 0.025, tint: '#cbbcff', kind: 'dot', opacity: 0.8 });
  scene.add(motes.points);

  const camera = camera35(width, height, v.focal);
  const look = v3(0, 0, 0);
  return {
    scene,
    camera,
    depthRange: [1, 30],
    look: {
      exposure: 1,
      dof: { aperture: 0.006, maxblur: 0.012 },
      bloom: { strength: 0.5, radius: 0.6, threshold: 0.75 },
      lift: [0.006, 0.008, 0.035],
      gain: [0.96, 0.97, 1.06],
      vignette: 0.55,
      grain: 0.03,
    },
    update(t, p) {
      const e = smooth(p);
      // one take: close and high on the pipette, craning down and arcing round to the label
      const a = lerp(0.9, -0.12, e);
      const dist = lerp(4.3, 7.6, e);
      const centre = v3(lerp(tip.x, 0.25, e), 0, lerp(tip.z, 0.1, e));
      camera.position.set(centre.x + Math.sin(a) * dist, lerp(2.4, 1.35, e), centre.z + Math.cos(a) * dist);
      look.set(lerp(tip.x - 0.1, 0.25, e), lerp(top + 1.1, top + 0.95, e), lerp(tip.z, 0.1, e));
      camera.lookAt(look);
      // the moonlight's slats drift down the set
      slats.offset.y = t * 0.05;
      // drops: each forms at the tip for a second, falls, and rings spread where it lands
      const period = 2.2;
      const k = Math.floor((t + 0.6) / period);
      const local = (t + 0.6) % period;
      const grow = smooth(local / 1.1);
      const fall = Math.max(0, local - 1.1);
      const y = tip.y - 0.06 - 0.5 * 9.8 * 0.35 * fall * fall;
      const landed = y <= top + 0.02;
      drop.visible = !landed;
      drop.position.set(tip.x + 0.06, Math.max(y, top), tip.z);
      drop.scale.set(grow, grow * (1 + fall * 2.4), grow);
      rings.forEach((m, i) => {
        // the time since the drop before this one (or this one) landed
        const landT = local - (1.1 + Math.sqrt((tip.y - 0.06 - top) / (0.5 * 9.8 * 0.35)));
        const since = landT >= 0 ? landT : landT + period;
        const age = since - i * 0.18;
        const alive = age > 0 && (k > 0 || landT >= 0);
        const rr = 0.04 + age * 0.35;
        m.scale.setScalar(Math.max(rr, 0.001));
        m.material.opacity = alive ? Math.max(0, 0.85 - age * 0.7) * (1 - i * 0.25) : 0;
      });
      motes.set(t, (i, seed, out) => {
        out.set(((seed * 31.7) % 1) * 4 - 2, 0.4 + ((seed * 17.3 + t * 0.03) % 1) * 2.4, ((seed * 7.9) % 1) * 2 - 0.6);
      });
      // focus: the forming drop, then the label
      const near = camera.position.distanceTo(drop.position);
      const far = camera.position.distanceTo(v3(-0.35, top + 0.62, R));
      return lerp(near, far, smooth((p - 0.35) / 0.35));
    },
  };
}

// ---------------------------------------------------------------------------------------------
// harvest: Harvest Table for Fennel Co, the AI image design campaign. One art direction across
// the seasons: the brand's packs (an olive oil bottle, a granola box, a jar of honey, a spice
// tin, all printed with the Fennel Co label) in a kitchen on wood, marble or linen, with the
// season's produce, lit by window light. variant.season: 'autumn' | 'spring' | 'summer' |
// 'winter' | 'range' (the four packs on a coloured seamless for retail).

/** A Fennel Co label: a cream or coloured field, the serif wordmark, a fennel frond, the product line. */
function fennelLabel(stage, { product, tone = '#efe4cc', ink = '#2f3a22', accent = '#b5652a', width = 1024, height = 640 }) {
  const [c, g] = canvas2d(width, height);
  g.fillStyle = tone;
  g.fillRect(0, 0, width, height);
  g.strokeStyle = ink;
  g.lineWidth = 4;
  g.strokeRect(24, 24, width - 48, height - 48);
  const cx = width / 2;
  // fennel frond
  g.strokeStyle = accent;
  g.lineWidth = 3;
  for (let i = -3; i <= 3; i++) {
    g.beginPath();
    g.moveTo(cx, height * 0.34);
    g.quadraticCurveTo(cx + i * 14, height * 0.22, cx + i * 30, height * 0.1);
    g.stroke();
    for (let k = 1; k < 5; k++) {
      const x = cx + (i * 30 * k) / 5;
      const y = height * 0.34 - (height * 0.24 * k) / 5;
      g.beginPath();
      g.moveTo(x, y);
      g.lineTo(x - 10, y - 12);
      g.moveTo(x, y);
      g.lineTo(x + 10, y - 12);
      g.stroke();
    }
  }
  g.textAlign = 'center';
  g.fillStyle = ink;
  g.font = `italic ${Math.round(height * 0.2)}px ${SERIF}`;
  g.fillText('Fennel Co.', cx, height * 0.58);
  g.fillRect(cx - 50, height * 0.64, 100, 3);
  g.letterSpacing = '6px';
  // the product line is set as large as fits inside the border
  let size = Math.round(height * 0.065);
  g.font = `600 ${size}px ${SANS}`;
  while (g.measureText(product.toUpperCase()).width > width - 140 && size > 12) {
    size -= 2;
    g.font = `600 ${size}px ${SANS}`;
  }
  g.fillText(product.toUpperCase(), cx + 3, height * 0.76);
  g.letterSpacing = '0px';
  g.font = `500 ${Math.round(height * 0.045)}px ${SANS}`;
  g.fillStyle = accent;
  g.fillText('GROWN & PACKED IN THE VALLEY', cx, height * 0.86);
  return labelTexture(c, stage);
}

/** Wood, marble or linen for the table top, drawn on a canvas. */
function surfaceTexture(stage, kind, seed) {
  const [c, g] = canvas2d(1024, 1024);
  const r = rng(seed);
  if (kind === 'wood') {
    g.fillStyle = '#8a5a36';
    g.fillRect(0, 0, 1024, 1024);
    for (let i = 0; i < 260; i++) {
      const y = r() * 1024;
      g.strokeStyle = `rgba(${r() < 0.5 ? '60,32,16' : '180,130,90'},${0.08 + r() * 0.18})`;
      g.lineWidth = 1 + r() * 5;
      g.beginPath();
      g.moveTo(0, y);
      for (let x = 0; x <= 1024; x += 64) g.lineTo(x, y + Math.sin(x * 0.006 + i) * 10 + (r() - 0.5) * 4);
      g.stroke();
    }
    g.fillStyle = 'rgba(40,20,8,0.5)';
    for (const y of [250, 520, 790]) g.fillRect(0, y, 1024, 3);
  } else if (kind === 'marble') {
    g.fillStyle = '#ece9e3';
    g.fillRect(0, 0, 1024, 1024);
    for (let i = 0; i < 26; i++) {
      g.strokeStyle = `rgba(120,118,125,${0.08 + r() * 0.22})`;
      g.lineWidth = 0.8 + r() * 2.5;
      g.beginPath();
      let x = r() * 1024;
      let y = 0;
      g.moveTo(x, y);
      while (y < 1024) {
        x += (r() - 0.5) * 60;
        y += 20 + r() * 40;
        g.lineTo(x, y);
      }
      g.stroke();
    }
  } else {
    // linen: a woven cloth
    g.fillStyle = kind;
    g.fillRect(0, 0, 1024, 1024);
    for (let i = 0; i < 1024; i += 4) {
      g.fillStyle = `rgba(255,255,255,${0.03 + r() * 0.05})`;
      g.fillRect(i, 0, 2, 1024);
      g.fillStyle = `rgba(0,0,0,${0.03 + r() * 0.05})`;
      g.fillRect(0, i, 1024, 2);
    }
  }
  const tex = new THREE.CanvasTexture(c);
  tex.colorSpace = THREE.SRGBColorSpace;
  tex.wrapS = tex.wrapT = THREE.RepeatWrapping;
  tex.anisotropy = 8;
  return tex;
}

const lathe = (points, mat, segs = 64) =>
  shadowed(
    new THREE.Mesh(
      new THREE.LatheGeometry(
        points.map(([x, y]) => new THREE.Vector2(x, y)),
        segs,
      ),
      mat,
    ),
  );

/** The Fennel Co packs, each a group standing on y = 0, label facing +z. */
const fennelPacks = {
  oil(stage, tone) {
    const group = new THREE.Group();
    const glass = new THREE.MeshPhysicalMaterial({ color: '#4c5a1a', roughness: 0.08, clearcoat: 1, metalness: 0.1, envMapIntensity: 2 });
    group.add(
      lathe(
        [
          [0, 0],
          [0.34, 0],
          [0.36, 0.04],
          [0.36, 1.5],
          [0.3, 1.72],
          [0.12, 1.9],
          [0.11, 2.1],
          [0, 2.1],
        ],
        glass,
      ),
    );
    const cap = shadowed(
      new THREE.Mesh(
        new THREE.CylinderGeometry(0.13, 0.13, 0.22, 32),
        new THREE.MeshStandardMaterial({ color: '#c9a35a', metalness: 1, roughness: 0.3 }),
      ),
    );
    cap.position.y = 2.15;
    const label = shadowed(
      new THREE.Mesh(
        new THREE.CylinderGeometry(0.364, 0.364, 0.78, 96, 1, true, -Math.PI * 0.45, Math.PI * 0.9),
        new THREE.MeshStandardMaterial({ map: fennelLabel(stage, { product: 'Olive oil', tone }), roughness: 0.7 }),
      ),
    );
    label.position.y = 0.8;
    group.add(cap, label);
    return group;
  },
  box(stage, tone) {
    const group = new THREE.Group();
    const paper = new THREE.MeshStandardMaterial({ color: tone, roughness: 0.8 });
    const front = new THREE.MeshStandardMaterial({
      map: fennelLabel(stage, { product: 'Oat & hazelnut granola', tone, width: 800, height: 1100 }),
      roughness: 0.75,
    });
    const box = shadowed(new THREE.Mesh(new THREE.BoxGeometry(1.2, 1.65, 0.42), [paper, paper, paper, paper, front, paper]));
    box.position.y = 0.825;
    group.add(box);
    return group;
  },
  jar(stage, tone) {
    const group = new THREE.Group();
    const honey = new THREE.MeshPhysicalMaterial({
      color: '#d98a14',
      roughness: 0.1,
      clearcoat: 1,
      emissive: new THREE.Color('#7a3a00'),
      emissiveIntensity: 0.25,
    });
    group.add(
      lathe(
        [
          [0, 0],
          [0.4, 0],
          [0.42, 0.05],
          [0.42, 0.82],
          [0.34, 0.9],
          [0, 0.9],
        ],
        honey,
      ),
    );
    const lid = shadowed(
      new THREE.Mesh(
        new THREE.CylinderGeometry(0.36, 0.36, 0.16, 48),
        new THREE.MeshStandardMaterial({ color: '#2f3a22', roughness: 0.5 }),
      ),
    );
    lid.position.y = 0.97;
    const label = shadowed(
      new THREE.Mesh(
        new THREE.CylinderGeometry(0.424, 0.424, 0.48, 96, 1, true, -Math.PI * 0.42, Math.PI * 0.84),
        new THREE.MeshStandardMaterial({ map: fennelLabel(stage, { product: 'Wildflower honey', tone }), roughness: 0.7 }),
      ),
    );
    label.position.y = 0.44;
    group.add(lid, label);
    return group;
  },
  tin(stage) {
    const group = new THREE.Group();
    const tin = shadowed(
      new THREE.Mesh(
        new THREE.CylinderGeometry(0.38, 0.38, 1.05, 64, 1, false),
        new THREE.MeshStandardMaterial({ color: '#2f3a22', metalness: 0.6, roughness: 0.35 }),
      ),
    );
    tin.position.y = 0.525;
    const label = shadowed(
      new THREE.Mesh(
        new THREE.CylinderGeometry(0.383, 0.383, 0.62, 96, 1, true, -Math.PI * 0.5, Math.PI),
        new THREE.MeshStandardMaterial({
          map: fennelLabel(stage, { product: 'Mulling spice', tone: '#b5652a', ink: '#f5ead2', accent: '#f5ead2' }),
          roughness: 0.6,
        }),
      ),
    );
    label.position.y = 0.5;
    group.add(tin, label);
    return group;
  },
};

/** Produce: round fruit from a lathe profile, coloured and a little irregular. */
function produce(kind, seed) {
  const r = rng(seed);
  const group = new THREE.Group();
  const sat = (c, rough = 0.45, coat = 0.4) =>
    new THREE.MeshPhysicalMaterial({ color: c, roughness: rough, clearcoat: coat, clearcoatRoughness: 0.3 });
  const stem = new THREE.MeshStandardMaterial({ color: '#4a3a1a', roughness: 0.8 });
  if (kind === 'pear') {
    const pts = [
      [0, 0],
      [0.2, 0.02],
      [0.3, 0.1],
      [0.33, 0.22],
      [0.3, 0.36],
      [0.22, 0.5],
      [0.16, 0.62],
      [0.14, 0.72],
      [0.12, 0.8],
      [0.06, 0.86],
      [0.001, 0.87],
    ];
    group.add(lathe(pts, sat(r() < 0.5 ? '#c8a23a' : '#9aa838', 0.5, 0.3), 40));
    const st = shadowed(new THREE.Mesh(new THREE.CylinderGeometry(0.015, 0.02, 0.16, 8), stem));
    st.position.y = 0.9;
    st.rotation.z = 0.3;
    group.add(st);
  } else if (kind === 'squash') {
    const geo = new THREE.SphereGeometry(0.45, 48, 24);
    const pos = geo.attributes.position;
    for (let i = 0; i < pos.count; i++) {
      const x = pos.getX(i);
      const z = pos.getZ(i);
      const a = Math.atan2(z, x);
      const k = 1 - 0.07 * Math.abs(Math.sin(a * 5));
      pos.setXYZ(i, x * k, pos.getY(i) * 0.7, z * k);
    }
    geo.computeVertexNormals();
    const m = shadowed(new THREE.Mesh(geo, sat('#d8671c', 0.55, 0.2)));
    m.position.y = 0.31;
    const st = shadowed(new THREE.Mesh(new THREE.CylinderGeometry(0.04, 0.06, 0.16, 8), stem));
    st.position.y = 0.66;
    group.add(m, st);
  } else if (kind === 'orange' || kind === 'tomato' || kind === 'berry' || kind === 'apple') {
    const spec = { orange: ['#f07a12', 0.3], tomato: ['#d42a1a', 0.24], berry: ['#3a1450', 0.08], apple: ['#b8281e', 0.3] }[kind];
    const m = shadowed(
      new THREE.Mesh(
        new THREE.SphereGeometry(spec[1], 32, 20),
        sat(spec[0], kind === 'orange' ? 0.6 : 0.25, kind === 'orange' ? 0.1 : 0.8),
      ),
    );
    m.scale.y = kind === 'tomato' ? 0.85 : 1;
    m.position.y = spec[1] * m.scale.y;
    group.add(m);
    if (kind === 'tomato' || kind === 'apple') {
      const leaf = shadowed(
        new THREE.Mesh(new THREE.ConeGeometry(0.07, 0.05, 5), new THREE.MeshStandardMaterial({ color: '#2f6a1e', roughness: 0.6 })),
      );
      leaf.position.y = spec[1] * 2 * m.scale.y;
      group.add(leaf);
    }
  } else if (kind === 'leaf') {
    const shape = new THREE.Shape();
    shape.moveTo(0, 0);
    shape.quadraticCurveTo(0.12, 0.18, 0, 0.42);
    shape.quadraticCurveTo(-0.12, 0.18, 0, 0);
    const m = shadowed(
      new THREE.Mesh(
        new THREE.ShapeGeometry(shape, 8),
        new THREE.MeshStandardMaterial({ color: r() < 0.5 ? '#3f7a2a' : '#5a8f34', roughness: 0.55, side: THREE.DoubleSide }),
      ),
    );
    m.rotation.x = -Math.PI / 2 + 0.1;
    m.position.y = 0.02;
    group.add(m);
  } else if (kind === 'bowl') {
    const glaze = new THREE.MeshPhysicalMaterial({ color: '#e9e0cf', roughness: 0.3, clearcoat: 0.7 });
    group.add(
      lathe(
        [
          [0, 0],
          [0.35, 0],
          [0.55, 0.1],
          [0.75, 0.38],
          [0.72, 0.4],
          [0.52, 0.15],
          [0, 0.12],
        ],
        glaze,
        64,
      ),
    );
  } else if (kind === 'candle') {
    const wax = shadowed(
      new THREE.Mesh(
        new THREE.CylinderGeometry(0.16, 0.16, 0.9, 32),
        new THREE.MeshStandardMaterial({ color: '#efe6d2', roughness: 0.6, emissive: new THREE.Color('#ff9a3a'), emissiveIntensity: 0.08 }),
      ),
    );
    wax.position.y = 0.45;
    const flame = new THREE.Mesh(
      new THREE.SphereGeometry(0.05, 16, 12),
      new THREE.MeshBasicMaterial({ color: new THREE.Color('#ffd08a').multiplyScalar(6) }),
    );
    flame.scale.y = 2.2;
    flame.position.y = 1.0;
    group.add(wax, flame);
  }
  return group;
}

/** The five sets of the campaign; the stills are one camera on one set, the film cuts between them. */
const HARVEST_SEASONS = {
  autumn: {
    surface: 'wood',
    wall: '#3a2a20',
    sun: '#ffc890',
    sunDir: [-6, 5, 3],
    lift: [0.02, 0.01, 0.0],
    gain: [1.05, 0.98, 0.88],
    hero: 'oil',
    tone: '#efe4cc',
    props: [
      ['squash', -1.6, -0.5, 1.15],
      ['pear', 1.3, 0.2, 1],
      ['pear', 1.75, -0.35, 0.95],
      ['leaf', 0.9, 0.9, 1.4],
      ['leaf', -0.8, 0.8, 1.2],
    ],
    camera: [1.2, 2.5, 7.6],
    look: [0, 1.05, 0],
  },
  spring: {
    surface: 'marble',
    wall: '#c9d8c4',
    sun: '#fff4e0',
    sunDir: [5, 6, 4],
    lift: [0.0, 0.015, 0.01],
    gain: [1.0, 1.02, 0.98],
    hero: 'box',
    tone: '#e7efdc',
    props: [
      ['bowl', 1.35, 0.6, 1],
      ['berry', 1.2, 0.55, 0.9],
      ['berry', 1.45, 0.7, 0.9],
      ['berry', 1.3, 0.78, 0.9],
      ['berry', 1.55, 0.5, 0.9],
      ['leaf', -1.2, 0.7, 1.3],
      ['leaf', -1.5, 0.3, 1.1],
    ],
    camera: [-1.4, 2.4, 6.4],
    look: [0.1, 0.8, 0],
  },
  summer: {
    surface: '#2d5c8a',
    wall: '#2d5c8a',
    sun: '#fff0d0',
    sunDir: [4, 9, 2],
    lift: [0.0, 0.005, 0.02],
    gain: [1.04, 1.0, 0.95],
    hero: 'oil',
    lying: true,
    tone: '#f4ead4',
    props: [
      ['tomato', -1.3, 0.4, 1],
      ['tomato', -0.9, 0.9, 1.1],
      ['tomato', -1.7, 1.0, 0.9],
      ['leaf', 0.9, 1.0, 1.5],
      ['leaf', 1.2, 0.7, 1.3],
      ['leaf', -0.5, -1.1, 1.4],
      ['bowl', 1.4, -0.9, 0.9],
    ],
    camera: [0.0, 7.5, 0.6],
    look: [0, 0, 0],
    focal: 40,
  },
  winter: {
    surface: 'wood',
    wall: '#140f10',
    sun: '#ffb060',
    sunDir: [3, 2.2, 2],
    lift: [0.015, 0.005, 0.02],
    gain: [1.05, 0.95, 0.85],
    hero: 'tin',
    tone: '#efe4cc',
    props: [
      ['orange', 1.1, 0.4, 1],
      ['orange', 1.5, -0.1, 0.9],
      ['candle', -1.2, -0.6, 1],
      ['leaf', 0.6, 0.9, 1.2],
    ],
    camera: [0.6, 1.7, 5.2],
    look: [0, 0.7, 0],
    dark: true,
  },
  range: {
    surface: '#e9c9a8',
    wall: '#e9c9a8',
    sun: '#fff2e0',
    sunDir: [-4, 7, 5],
    lift: [0.01, 0.005, 0.0],
    gain: [1.02, 0.99, 0.96],
    hero: 'range',
    tone: '#efe4cc',
    props: [],
    camera: [0, 2.1, 9.2],
    look: [0, 1.2, 0],
  },
  // before the campaign: the brand's assets gathered for training (label proofs, the colour card, the
  // bottle itself) on a pale desk, seen from above at an angle
  assets: {
    surface: 'wood',
    wall: '#3a2a20',
    sun: '#fff4e4',
    sunDir: [-5, 8, 3],
    lift: [0.01, 0.008, 0.004],
    gain: [1.02, 1.0, 0.97],
    hero: 'oil',
    tone: '#efe4cc',
    props: [['leaf', 2.3, 1.3, 1.2]],
    proofs: true,
    camera: [0.5, 7.0, 6.6],
    look: [0.3, 0.3, 0.6],
    focal: 40,
    exposure: 0.72,
    aperture: 0.0008,
  },
};

/** Flat label proofs on paper and a colour card, laid on the desk for the assets still. */
function harvestProofs(stage) {
  const group = new THREE.Group();
  const paper = new THREE.MeshStandardMaterial({ color: '#e9e3d8', roughness: 0.9 });
  const sheet = (w, h, map, x, z, yaw) => {
    const card = new THREE.Group();
    const base = shadowed(new THREE.Mesh(new THREE.BoxGeometry(w, 0.01, h), paper), false, true);
    card.add(base);
    if (map) {
      const print = new THREE.Mesh(new THREE.PlaneGeometry(w * 0.86, h * 0.86), new THREE.MeshStandardMaterial({ map, roughness: 0.8 }));
      print.rotation.x = -Math.PI / 2;
      print.position.y = 0.006;
      print.receiveShadow = true;
      card.add(print);
    }
    card.position.set(x, 0.005, z);
    card.rotation.y = yaw;
    group.add(card);
    return card;
  };
  sheet(1.9, 1.25, fennelLabel(stage, { product: 'Olive oil' }), 1.0, 0.9, -0.12);
  sheet(1.3, 1.75, fennelLabel(stage, { product: 'Oat & hazelnut granola', tone: '#e7efdc', width: 800, height: 1100 }), 2.6, -0.2, 0.18);
  sheet(1.7, 1.1, fennelLabel(stage, { product: 'Mulling spice', tone: '#b5652a', ink: '#f5ead2', accent: '#f5ead2' }), -1.5, 1.5, 0.22);
  // the colour card: the palette the model was trained to keep
  const card = sheet(0.7, 1.6, null, -2.0, -0.2, -0.3);
  ['#2f3a22', '#4c5a1a', '#b5652a', '#d98a14', '#efe4cc'].forEach((c, i) => {
    const chip = new THREE.Mesh(new THREE.PlaneGeometry(0.5, 0.22), new THREE.MeshStandardMaterial({ color: c, roughness: 0.7 }));
    chip.rotation.x = -Math.PI / 2;
    chip.position.set(0, 0.007, -0.6 + i * 0.3);
    card.add(chip);
  });
  // a pencil across the proofs
  const pencil = shadowed(
    new THREE.Mesh(new THREE.CylinderGeometry(0.035, 0.035, 1.3, 6), new THREE.MeshStandardMaterial({ color: '#2f3a22', roughness: 0.5 })),
  );
  pencil.rotation.set(0, 0.5, Math.PI / 2);
  pencil.position.set(0.2, 0.04, 1.9);
  group.add(pencil);
  return group;
}

/**
 * One season's set, built into its own group (table, wall, packs, produce and its own lights), so the
 * film can hold all five and show one at a time. Returns the group, the season's settings and the
 * pieces the film moves (the hero pack, the candle light).
 */
function harvestSet(stage, season, seed) {
  const s = HARVEST_SEASONS[season];
  const set = new THREE.Group();

  // table top and a wall behind it
  const surfaceMap = surfaceTexture(stage, s.surface, seed);
  surfaceMap.repeat.set(2, 2);
  const table = new THREE.Mesh(
    new THREE.PlaneGeometry(20, 20),
    new THREE.MeshPhysicalMaterial({
      map: surfaceMap,
      roughness: s.surface === 'marble' ? 0.25 : 0.65,
      clearcoat: s.surface === 'marble' ? 0.6 : 0.1,
    }),
  );
  table.rotation.x = -Math.PI / 2;
  table.receiveShadow = true;
  set.add(table);
  const wall = new THREE.Mesh(new THREE.PlaneGeometry(30, 14), new THREE.MeshStandardMaterial({ color: s.wall, roughness: 0.95 }));
  wall.position.set(0, 7, -4);
  wall.receiveShadow = true;
  if (season !== 'summer') set.add(wall);

  const hero = new THREE.Group();
  set.add(hero);
  if (s.hero === 'range') {
    const order = ['tin', 'oil', 'box', 'jar'];
    order.forEach((k, i) => {
      const pack = fennelPacks[k](stage, s.tone);
      pack.position.set(-2.1 + i * 1.4, 0, i % 2 ? 0.3 : -0.2);
      pack.rotation.y = (i - 1.5) * -0.12;
      hero.add(pack);
    });
    // a low plinth step for the range
    const step = shadowed(
      new THREE.Mesh(new RoundedBoxGeometry(7, 0.3, 2.2, 3, 0.05), new THREE.MeshStandardMaterial({ color: '#f3e1cc', roughness: 0.8 })),
    );
    step.position.y = 0.15;
    hero.position.y = 0.3;
    set.add(step);
  } else {
    const pack = fennelPacks[s.hero](stage, s.tone);
    if (s.lying) {
      pack.rotation.set(-Math.PI / 2, 0, 0.5);
      pack.position.set(0.2, 0.36, 0.6);
    } else pack.rotation.y = -0.15;
    hero.add(pack);
  }
  if (s.proofs) set.add(harvestProofs(stage));
  const r = rng(seed);
  for (const [kind, x, z, sc] of s.props) {
    const item = produce(kind, Math.floor(r() * 1000));
    item.position.set(x, 0, z);
    item.scale.setScalar(sc);
    item.rotation.y = r() * TAU;
    if (kind === 'berry') item.position.y = 0.18;
    set.add(item);
  }

  // window light: a big soft key through a window, a bounce, and the environment
  const key = new THREE.DirectionalLight(color(s.sun), s.dark ? 1.2 : 2.6);
  key.position.set(...s.sunDir);
  key.castShadow = true;
  key.shadow.mapSize.set(1024, 1024);
  key.shadow.radius = 6;
  key.shadow.blurSamples = 12;
  key.shadow.bias = -0.0005;
  Object.assign(key.shadow.camera, { left: -5, right: 5, top: 5, bottom: -5, near: 0.5, far: 30 });
  set.add(key, key.target);
  set.add(new THREE.HemisphereLight(color('#fff8ee'), color(s.wall), s.dark ? 0.08 : 0.3));
  // a backlight from the window side: glints on glass and a bright edge on the produce
  const back = new THREE.DirectionalLight(color(s.sun), s.dark ? 0.8 : 1.6);
  back.position.set(-s.sunDir[0] * 0.6, 4, -6);
  set.add(back);
  let candle = null;
  if (season === 'winter') {
    candle = new THREE.PointLight(color('#ffb060'), 3, 6, 2);
    candle.position.set(-1.2, 1.05, -0.6);
    set.add(candle);
  }
  return { set, s, hero, candle };
}

/** The room a set is seen in: its wall colour behind and in the fog, and how much the environment lights it. */
function harvestRoom(scene, s) {
  scene.background = color(s.wall);
  scene.environmentIntensity = s.dark ? 0.08 : 0.35;
  scene.fog = new THREE.Fog(color(s.wall), 14, 30);
}

function harvest(stage, variant, { width, height }) {
  const v = { season: 'autumn', seed: 41, ...variant };
  if (v.film) return harvestFilm(stage, v, { width, height });
  const scene = new THREE.Scene();
  scene.environment = stage.studioEnv;
  const { set, s } = harvestSet(stage, v.season, v.seed);
  harvestRoom(scene, s);
  scene.add(set);

  const camera = camera35(width, height, s.focal ?? 55);
  return {
    scene,
    camera,
    depthRange: [1, 30],
    look: {
      exposure: s.exposure ?? (s.dark ? 1.1 : 0.95),
      dof: { aperture: s.aperture ?? (v.season === 'summer' ? 0.0005 : 0.0022), maxblur: 0.008 },
      bloom: { strength: 0.25, radius: 0.5, threshold: 1.2 },
      lift: s.lift,
      gain: s.gain,
      vignette: s.dark ? 0.55 : 0.3,
      grain: 0.02,
    },
    update() {
      camera.position.set(...s.camera);
      if (v.season === 'summer') camera.up.set(0, 0, -1);
      camera.lookAt(...s.look);
      return camera.position.distanceTo(v3(0, 0.8, 0));
    },
  };
}

/**
 * The campaign film: cut on the beat between the four seasonal kitchens, each shot a move of its own,
 * ending on the retail range. All five sets are built at once and shown one at a time; one grade and
 * one lens for the film, so the seasons read as one art direction.
 */
const HARVEST_SHOTS = [
  { season: 'autumn', from: 0, to: 1.4 },
  { season: 'spring', from: 1.4, to: 2.7 },
  { season: 'summer', from: 2.7, to: 3.9 },
  { season: 'winter', from: 3.9, to: 5.2 },
  { season: 'range', from: 5.2, to: 6.5 },
];

function harvestFilm(stage, v, { width, height }) {
  const scene = new THREE.Scene();
  scene.environment = stage.studioEnv;
  const sets = Object.fromEntries(
    HARVEST_SHOTS.map(({ season }) => {
      const built = harvestSet(stage, season, v.seed);
      built.set.visible = false;
      scene.add(built.set);
      return [season, built];
    }),
  );

  // autumn: a leaf falls past the bottle while the camera circles it
  const leaf = produce('leaf', 7);
  leaf.scale.setScalar(1.4);
  leaf.traverse((o) => o.material?.color.set('#c8641e'));
  sets.autumn.set.add(leaf);
  // spring: a berry drops into the bowl as the camera tracks past it
  const berry = produce('berry', 11);
  berry.scale.setScalar(0.9);
  sets.spring.set.add(berry);
  // winter: an orange close to the lens, for the rack focus from the fruit to the tin
  const near = produce('orange', 5);
  near.position.set(1.5, 0, 2.1);
  near.scale.setScalar(0.8);
  near.traverse((o) => {
    if (!o.material) return;
    // dimpled peel, so the fruit shows when it is sharp
    const [c, g] = canvas2d(512, 512);
    const r = rng(9);
    g.fillStyle = '#808080';
    g.fillRect(0, 0, 512, 512);
    for (let i = 0; i < 2600; i++) {
      g.fillStyle = r() < 0.5 ? '#5a5a5a' : '#a8a8a8';
      g.beginPath();
      g.arc(r() * 512, r() * 512, 1 + r() * 2.5, 0, TAU);
      g.fill();
    }
    o.material.bumpMap = new THREE.CanvasTexture(c);
    o.material.bumpScale = 2;
  });
  sets.winter.set.add(near);

  const camera = camera35(width, height, 50);
  const at = (x, y, z) => camera.position.set(x, y, z);
  const moves = {
    // a slow orbit round the olive oil bottle, rising a little
    autumn(u) {
      camera.setFocalLength(50);
      const a = lerp(-0.7, 0.32, u);
      const rad = 6.4;
      at(Math.sin(a) * rad, lerp(1.8, 2.6, u), Math.cos(a) * rad);
      camera.lookAt(0, 1.0, 0);
      const fall = clamp01(u * 1.05);
      leaf.position.set(-0.55 + Math.sin(fall * 7) * 0.35, lerp(2.7, 0.02, smooth(fall / 0.92)), 1.5 + fall * 0.3);
      const flutter = 1 - smooth((fall - 0.75) / 0.2);
      leaf.rotation.set((1.1 + Math.sin(fall * 9) * 0.5) * flutter, fall * 4, Math.cos(fall * 6) * 0.6 * flutter);
      return camera.position.distanceTo(v3(0, 1, 0));
    },
    // a low dolly right to left past the bowl of berries to the granola box
    spring(u) {
      camera.setFocalLength(35);
      at(lerp(2.6, -0.7, u), lerp(1.05, 1.2, u), 3.4);
      camera.lookAt(lerp(0.9, -0.1, u), 0.75, 0);
      const d = smooth((u - 0.08) / 0.32);
      const bounce = u > 0.4 ? Math.abs(Math.sin((u - 0.4) * 18)) * 0.08 * Math.max(0, 1 - (u - 0.4) * 5) : 0;
      berry.position.set(1.4, lerp(1.7, 0.2, d * d) + bounce, 0.62);
      return camera.position.distanceTo(v3(0, 0.85, 0.2));
    },
    // straight down on the flat lay, the camera craning down and turning
    summer(u) {
      camera.setFocalLength(40);
      const a = lerp(-0.32, 0.12, u);
      camera.up.set(Math.sin(a), 0, -Math.cos(a));
      at(lerp(0.4, -0.1, u), lerp(8.6, 6.9, smooth(u)), lerp(0.9, 0.5, u));
      camera.lookAt(lerp(0.3, 0, u), 0, lerp(0.4, 0.1, u));
      return camera.position.y - 0.3;
    },
    // low behind the oranges, the focus racks from the fruit to the spice tin
    winter(u, t) {
      camera.up.set(0, 1, 0);
      camera.setFocalLength(55);
      at(lerp(1.75, 1.45, u), lerp(0.45, 0.52, u), lerp(3.6, 3.8, u));
      camera.lookAt(lerp(0.35, 0.05, u), 0.55, 0);
      const flicker = 1 + 0.14 * Math.sin(t * 23) + 0.08 * Math.sin(t * 37 + 1.3);
      sets.winter.candle.intensity = 3 * flicker;
      const fruit = camera.position.distanceTo(v3(1.5, 0.3, 2.1));
      const tin = camera.position.distanceTo(v3(0, 0.55, 0.3));
      return lerp(fruit, tin, smooth((u - 0.3) / 0.4));
    },
    // the range: a truck and arc that settles square on the four packs
    range(u) {
      camera.setFocalLength(50);
      const e = easeOut(u);
      at(lerp(-3.2, 0, e), lerp(1.7, 2.1, e), lerp(7.6, 9.2, e));
      camera.lookAt(lerp(-1.1, 0, e), 1.2, 0);
      return camera.position.distanceTo(v3(0, 1.2, 0.1));
    },
  };

  return {
    scene,
    camera,
    depthRange: [1, 30],
    look: {
      exposure: 0.95,
      dof: { aperture: 0.0045, maxblur: 0.01 },
      bloom: { strength: 0.25, radius: 0.5, threshold: 1.2 },
      lift: [0.014, 0.008, 0.004],
      gain: [1.04, 0.99, 0.92],
      vignette: 0.38,
      grain: 0.025,
    },
    update(t) {
      const shot = HARVEST_SHOTS.find((s) => t < s.to) ?? HARVEST_SHOTS.at(-1);
      for (const { season } of HARVEST_SHOTS) sets[season].set.visible = season === shot.season;
      const { s } = sets[shot.season];
      harvestRoom(scene, s);
      stage.renderer.toneMappingExposure = s.dark ? 1.1 : 0.95;
      camera.up.set(0, 1, 0);
      const u = clamp01((t - shot.from) / (shot.to - shot.from));
      return moves[shot.season](u, t);
    },
  };
}

export const scenes = { tropic, ritual, harvest };
