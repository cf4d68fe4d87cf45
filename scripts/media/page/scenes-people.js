// Scenes for work showing characters, presenters and type (the anime opening, avatars, corporate and recruitment films, title cards). Same builder shape as scenes.js:
// (stage, variant, { width, height }) => { scene, camera, look, update(t, p) }.
// These are films rendered frame by frame: update(t) picks the shot for time t (a film may cut between shots).
import * as THREE from 'three';
import { RoundedBoxGeometry } from 'three/addons/geometries/RoundedBoxGeometry.js';
import { color, rng, makeNoise } from './stage.js';
import { camera35, skyDome, toonRamp, inked, shadowed, softSpot, addAll, heightfield, fbm, sunLight } from './scenes.js';
import { v3, lerp, clamp01, ease, easeOut } from './motion.js';

// The studio's typefaces (public/fonts, served to the render page as /fonts/): loaded once, before any scene is built.
const fontFaces = [
  ['Inter', '/fonts/inter-var.woff2', { weight: '100 900' }],
  ['Instrument Serif', '/fonts/instrument-serif.woff2', {}],
  ['Instrument Serif', '/fonts/instrument-serif-italic.woff2', { style: 'italic' }],
];
await Promise.all(
  fontFaces.map(([family, url, desc]) =>
    new FontFace(family, `url(${url})`, desc)
      .load()
      .then((f) => document.fonts.add(f))
      .catch(() => {}),
  ),
);

/** Which shot of a cut list [{ until }] time t falls in, with the shot's local time and progress. */
export function shotAt(t, shots) {
  let start = 0;
  for (let i = 0; i < shots.length; i++) {
    const end = shots[i].until;
    if (t < end || i === shots.length - 1) return { i, shot: shots[i], lt: t - start, u: clamp01((t - start) / (end - start)) };
    start = end;
  }
  return null;
}

export function canvasTexture(w, h, draw) {
  const canvas = document.createElement('canvas');
  canvas.width = w;
  canvas.height = h;
  const ctx = canvas.getContext('2d');
  draw(ctx, w, h);
  const tex = new THREE.CanvasTexture(canvas);
  tex.colorSpace = THREE.SRGBColorSpace;
  tex.anisotropy = 4;
  return { tex, canvas, ctx, redraw: (fn) => (fn(ctx, w, h), (tex.needsUpdate = true)) };
}

/** A soft round glow sprite for particles (embers, dust). */
export function glowSprite() {
  return canvasTexture(64, 64, (ctx) => {
    const g = ctx.createRadialGradient(32, 32, 0, 32, 32, 32);
    g.addColorStop(0, 'rgba(255,255,255,1)');
    g.addColorStop(0.25, 'rgba(255,255,255,0.8)');
    g.addColorStop(1, 'rgba(255,255,255,0)');
    ctx.fillStyle = g;
    ctx.fillRect(0, 0, 64, 64);
  }).tex;
}

function emberPoints(count, { size = 0.12, col = '#ffb060', opacity = 1 } = {}) {
  const geo = new THREE.BufferGeometry();
  geo.setAttribute('position', new THREE.BufferAttribute(new Float32Array(count * 3), 3));
  const colours = new Float32Array(count * 3);
  geo.setAttribute('color', new THREE.BufferAttribute(colours, 3));
  const mat = new THREE.PointsMaterial({
    size,
    map: glowSprite(),
    vertexColors: true,
    color: color(col),
    transparent: true,
    opacity,
    depthWrite: false,
    blending: THREE.AdditiveBlending,
    sizeAttenuation: true,
  });
  const pts = new THREE.Points(geo, mat);
  pts.frustumCulled = false;
  return pts;
}

// ---------------------------------------------------------------------------------------------
// Characters. toonHero: an anime-proportioned figure in flat cel shading with ink outlines.

function toonHero({
  ramp,
  ink,
  skin = '#f6d2b8',
  hair,
  outfit,
  trim,
  cloak,
  eyes,
  weapon = 'sword',
  glow = '#ffffff',
  hairStyle = 'spiky',
}) {
  const mat = (c) => new THREE.MeshToonMaterial({ color: color(c), gradientMap: ramp });
  const part = (geo, c, w = 0.012) => inked(shadowed(new THREE.Mesh(geo, mat(c))), ink, w);
  const g = new THREE.Group();
  const body = new THREE.Group();
  g.add(body);
  // legs and boots
  for (const s of [-1, 1]) {
    const leg = part(new THREE.CapsuleGeometry(0.075, 0.62, 6, 12), trim);
    leg.position.set(s * 0.1, 0.46, 0);
    leg.rotation.z = s * 0.04;
    const boot = part(new THREE.CapsuleGeometry(0.085, 0.12, 6, 12), '#2a2230');
    boot.position.set(s * 0.11, 0.1, 0.03);
    boot.rotation.x = Math.PI / 2.4;
    body.add(leg, boot);
  }
  // torso: a lathe from waist to shoulders, flattened front to back
  const profile = [
    [0.0, 0],
    [0.15, 0],
    [0.14, 0.12],
    [0.16, 0.3],
    [0.2, 0.46],
    [0.19, 0.56],
    [0.08, 0.62],
    [0.0, 0.63],
  ].map(([r, y]) => new THREE.Vector2(r, y));
  const torso = part(new THREE.LatheGeometry(profile, 24), outfit, 0.014);
  torso.scale.z = 0.72;
  torso.position.y = 0.84;
  body.add(torso);
  const belt = part(new THREE.TorusGeometry(0.15, 0.025, 8, 24), trim, 0.008);
  belt.rotation.x = Math.PI / 2;
  belt.scale.y = 0.72;
  belt.position.y = 0.9;
  body.add(belt);
  // shoulder pads and arms
  const arms = [];
  for (const s of [-1, 1]) {
    const pad = part(new THREE.SphereGeometry(0.085, 16, 12), trim);
    pad.position.set(s * 0.21, 1.38, 0);
    pad.scale.set(1.2, 0.8, 1);
    const arm = new THREE.Group();
    arm.position.set(s * 0.23, 1.36, 0);
    const upper = part(new THREE.CapsuleGeometry(0.055, 0.26, 6, 10), outfit);
    upper.position.y = -0.17;
    const fore = new THREE.Group();
    fore.position.y = -0.33;
    const lower = part(new THREE.CapsuleGeometry(0.05, 0.24, 6, 10), outfit);
    lower.position.y = -0.14;
    const hand = part(new THREE.SphereGeometry(0.055, 12, 10), skin, 0.008);
    hand.position.y = -0.3;
    fore.add(lower, hand);
    arm.add(upper, fore);
    arm.rotation.z = s * 0.18;
    body.add(pad, arm);
    arms.push({ arm, fore, hand });
  }
  // neck and head
  const neck = part(new THREE.CylinderGeometry(0.045, 0.05, 0.12, 12), skin, 0.006);
  neck.position.y = 1.5;
  body.add(neck);
  const head = new THREE.Group();
  head.position.y = 1.68;
  body.add(head);
  const skull = part(new THREE.SphereGeometry(0.17, 32, 24), skin, 0.01);
  skull.scale.set(0.92, 1.05, 0.95);
  // chin: a tapered jaw, anime style
  const jaw = part(new THREE.ConeGeometry(0.12, 0.14, 24, 1), skin, 0.006);
  jaw.rotation.x = Math.PI;
  jaw.position.set(0, -0.12, 0.02);
  jaw.scale.z = 0.8;
  head.add(skull, jaw);
  // big eyes: white, iris, pupil, highlight
  for (const s of [-1, 1]) {
    const eye = new THREE.Group();
    eye.position.set(s * 0.062, -0.01, 0.145);
    eye.rotation.y = s * 0.38;
    const white = new THREE.Mesh(new THREE.CircleGeometry(0.036, 20), new THREE.MeshBasicMaterial({ color: '#fbf7f2' }));
    white.scale.set(0.9, 1.15, 1);
    const iris = new THREE.Mesh(new THREE.CircleGeometry(0.027, 20), new THREE.MeshBasicMaterial({ color: color(eyes) }));
    iris.position.set(-s * 0.004, -0.004, 0.001);
    iris.scale.set(0.85, 1.2, 1);
    const pupil = new THREE.Mesh(new THREE.CircleGeometry(0.012, 16), new THREE.MeshBasicMaterial({ color: '#120a14' }));
    pupil.position.set(-s * 0.004, -0.004, 0.002);
    pupil.scale.y = 1.3;
    const shine = new THREE.Mesh(new THREE.CircleGeometry(0.008, 12), new THREE.MeshBasicMaterial({ color: '#ffffff' }));
    shine.position.set(0.008, 0.012, 0.003);
    const lid = new THREE.Mesh(new THREE.PlaneGeometry(0.085, 0.01), new THREE.MeshBasicMaterial({ color: color(ink) }));
    lid.position.set(0, 0.04, 0.003);
    lid.rotation.z = -s * 0.15;
    const brow = new THREE.Mesh(new THREE.PlaneGeometry(0.07, 0.011), new THREE.MeshBasicMaterial({ color: color(ink) }));
    brow.position.set(0, 0.07, 0.004);
    brow.rotation.z = s * 0.22;
    eye.add(white, iris, pupil, shine, lid, brow);
    head.add(eye);
  }
  const mouth = new THREE.Mesh(new THREE.PlaneGeometry(0.04, 0.007), new THREE.MeshBasicMaterial({ color: '#6a2a30' }));
  mouth.position.set(0, -0.115, 0.14);
  mouth.rotation.x = -0.3;
  head.add(mouth);
  // hair: a cap plus spikes or a long fall, in one flat colour
  const hairMat = mat(hair);
  const hairPart = (geo, w = 0.01) => inked(shadowed(new THREE.Mesh(geo, hairMat)), ink, w);
  const cap = hairPart(new THREE.SphereGeometry(0.185, 24, 16, 0, Math.PI * 2, 0, Math.PI * 0.55));
  cap.position.set(0, 0.02, -0.015);
  cap.rotation.x = -0.35;
  head.add(cap);
  const r = rng(hair.length * 31 + outfit.length);
  const spikes = hairStyle === 'long' ? 9 : 13;
  for (let k = 0; k < spikes; k++) {
    const a = (k / spikes) * Math.PI * 2;
    const len = hairStyle === 'long' ? 0.22 : 0.2 + r() * 0.12;
    const spike = hairPart(new THREE.ConeGeometry(0.075, len, 8), 0.008);
    const dir = v3(Math.sin(a) * 1.1, 0.25 + r() * 0.35, Math.cos(a) * 0.7 - 0.75).normalize();
    if (hairStyle === 'long') dir.set(Math.sin(a) * 0.5, -0.5, Math.cos(a) * 0.3 - 0.6).normalize();
    spike.position.copy(dir.clone().multiplyScalar(0.15)).add(v3(0, 0.04, -0.02));
    spike.quaternion.setFromUnitVectors(v3(0, 1, 0), dir);
    head.add(spike);
  }
  // fringe over the forehead
  for (let k = -2; k <= 2; k++) {
    const bang = hairPart(new THREE.ConeGeometry(0.045, 0.13, 6), 0.007);
    bang.position.set(k * 0.05, 0.1, 0.14);
    bang.rotation.set(Math.PI - 0.5, 0, k * 0.25);
    head.add(bang);
  }
  if (hairStyle === 'long') {
    const fall = hairPart(new THREE.CylinderGeometry(0.16, 0.22, 0.55, 20, 1, true, Math.PI * 0.6, Math.PI * 0.8), 0.01);
    fall.material = hairMat.clone();
    fall.material.side = THREE.DoubleSide;
    fall.position.set(0, -0.2, -0.02);
    head.add(fall);
  }
  // cloak: an open cone behind the shoulders
  let cape = null;
  if (cloak) {
    cape = new THREE.Group();
    cape.position.set(0, 1.42, -0.06);
    const cm = mat(cloak);
    cm.side = THREE.DoubleSide;
    const cloth = inked(
      shadowed(new THREE.Mesh(new THREE.CylinderGeometry(0.2, 0.42, 1.15, 24, 6, true, Math.PI * 0.55, Math.PI * 0.9), cm)),
      ink,
      0.012,
    );
    cloth.position.y = -0.56;
    cape.add(cloth);
    body.add(cape);
  }
  // weapon in the right hand
  const glowMat = new THREE.MeshBasicMaterial({ color: color(glow).multiplyScalar(2.2) });
  const held = new THREE.Group();
  if (weapon === 'sword') {
    const blade = part(new THREE.BoxGeometry(0.05, 0.9, 0.012), '#e8eef4', 0.006);
    blade.position.y = 0.55;
    const edge = new THREE.Mesh(new THREE.BoxGeometry(0.012, 0.86, 0.014), glowMat);
    edge.position.set(0.02, 0.55, 0);
    const guard = part(new THREE.BoxGeometry(0.2, 0.035, 0.05), trim, 0.006);
    guard.position.y = 0.09;
    const grip = part(new THREE.CylinderGeometry(0.02, 0.02, 0.16, 8), '#2a2230', 0.005);
    held.add(blade, edge, guard, grip);
  } else if (weapon === 'staff') {
    const pole = part(new THREE.CylinderGeometry(0.022, 0.026, 1.7, 10), '#6a4a3a', 0.006);
    pole.position.y = 0.3;
    const orb = new THREE.Mesh(new THREE.IcosahedronGeometry(0.08, 3), glowMat);
    orb.position.y = 1.2;
    const ring = part(new THREE.TorusGeometry(0.1, 0.012, 8, 24), trim, 0.005);
    ring.position.y = 1.2;
    held.add(pole, orb, ring);
  } else {
    const bow = part(new THREE.TorusGeometry(0.5, 0.018, 8, 40, Math.PI * 0.9), '#7a5234', 0.006);
    bow.rotation.z = Math.PI / 2 - Math.PI * 0.45;
    const string = new THREE.Mesh(new THREE.BoxGeometry(0.004, 0.95, 0.004), glowMat);
    string.position.x = 0.08;
    bow.position.x = -0.4;
    held.add(bow, string);
    held.rotation.y = Math.PI / 2;
  }
  arms[1].hand.add(held);
  return { group: g, body, head, arms, cape, held };
}

// ---------------------------------------------------------------------------------------------
// emberfall: the anime opening for a fantasy game. Four beats cut together:
// the burning valley at dusk (one continuous crane move), three heroes' entrances in their own
// light and colour (speed-line backdrops, name cards), the shattered sky seen over their shoulders,
// and the title card forged from the embers.
function emberfall(stage, variant, { width, height }) {
  const v = { seed: 11, ...variant };
  const ink = '#160c16';
  const ramp = toonRamp([90, 170, 255]);
  const tmat = (c) => new THREE.MeshToonMaterial({ color: color(c), gradientMap: ramp });
  const scene = new THREE.Scene();
  const camera = camera35(width, height, 28);
  camera.far = 900;
  camera.updateProjectionMatrix();
  const noise = makeNoise(v.seed);
  const r = rng(v.seed);

  // ---- beat 1: the valley at dusk, on fire
  const valley = new THREE.Group();
  scene.add(valley);
  const sky = skyDome({
    zenith: '#120a2a',
    horizon: '#c8482a',
    ground: '#2a1020',
    sun: '#ff9a50',
    sunDir: v3(0.2, 0.04, -1),
    glow: 0.9,
    disc: 1.5,
  });
  valley.add(sky);
  ['#2a1636', '#3c1a3c', '#55203c', '#7a2c38'].forEach((c, layer) => {
    const geo = heightfield(
      600,
      110,
      (x, z) => Math.max(0, fbm(noise, x * 0.012 + layer * 3, z * 0.01, 3) * (34 - layer * 5) + 14 - layer * 2),
      (col) => col.set(c).convertSRGBToLinear(),
    );
    const range = new THREE.Mesh(geo, new THREE.MeshToonMaterial({ vertexColors: true, gradientMap: ramp }));
    range.position.set(0, -6, -260 + layer * 50);
    range.scale.set(1, 1, 0.16);
    valley.add(range);
  });
  // a ruined keep on the far ridge
  for (const [x, h] of [
    [-18, 16],
    [-13, 22],
    [-9, 13],
  ]) {
    const tower = new THREE.Mesh(new THREE.CylinderGeometry(1.4, 1.8, h, 8), tmat('#1a0c1e'));
    tower.position.set(x, h / 2 + 6, -150);
    const roof = new THREE.Mesh(new THREE.ConeGeometry(2.2, 5, 8), tmat('#1a0c1e'));
    roof.position.set(x, h + 8.4, -150);
    valley.add(tower, roof);
  }
  const floorH = (x, z) => fbm(noise, x * 0.025, z * 0.025, 3) * 4 + Math.abs(x) * 0.08;
  const floor = new THREE.Mesh(
    heightfield(260, 120, floorH, (col, y, ny, x, z) => {
      const burn = clamp01(0.5 + fbm(noise, x * 0.05 + 9, z * 0.05, 2));
      col
        .set('#2a1424')
        .lerp(color('#7a2a1a'), burn * 0.6)
        .convertSRGBToLinear();
    }),
    new THREE.MeshToonMaterial({ vertexColors: true, gradientMap: ramp }),
  );
  floor.position.z = -40;
  floor.receiveShadow = true;
  valley.add(floor);
  // fires: flickering flame cones, brighter than white so they bloom
  const flames = [];
  const flameOuter = new THREE.MeshBasicMaterial({ color: new THREE.Color(1.0, 0.36, 0.05), toneMapped: false });
  const flameInner = new THREE.MeshBasicMaterial({ color: new THREE.Color(1.0, 0.78, 0.3), toneMapped: false });
  // a flame: a teardrop lathe, wide at the base and licking up to a point
  const tear = (w, h) =>
    new THREE.LatheGeometry(
      Array.from({ length: 12 }, (_, k) => {
        const y = k / 11;
        return new THREE.Vector2(w * Math.sin(Math.PI * Math.min(1, y * 1.6 + 0.05)) * (1 - y) ** 0.6 + 0.001, y * h);
      }),
      9,
    );
  const fireGlow = emberPoints(46, { size: 14, col: '#ff5a10', opacity: 0.35 });
  valley.add(fireGlow);
  for (let i = 0; i < 46; i++) {
    const x = -70 + r() * 140;
    const z = -10 - r() * 110;
    const s = 1 + r() * 2.2;
    const f = new THREE.Group();
    const outer = new THREE.Mesh(tear(0.6 * s, 5 * s), flameOuter);
    const inner = new THREE.Mesh(tear(0.32 * s, 2.4 * s), flameInner);
    inner.position.z = 0.2 * s;
    f.add(outer, inner);
    f.position.set(x, floorH(x, z + 40) - 0.4, z);
    valley.add(f);
    fireGlow.geometry.attributes.position.setXYZ(i, x, f.position.y + 2 * s, z);
    fireGlow.geometry.attributes.color.setXYZ(i, 1, 0.6, 0.3);
    flames.push({ f, phase: r() * 10, speed: 9 + r() * 8 });
  }
  // burnt trees: inked silhouettes
  for (let i = 0; i < 40; i++) {
    const x = -60 + r() * 120;
    const z = 8 - r() * 90;
    const s = 0.8 + r() * 0.9;
    const tree = new THREE.Group();
    const trunk = inked(new THREE.Mesh(new THREE.CylinderGeometry(0.12 * s, 0.22 * s, 4 * s, 6), tmat('#3a1a20')), ink, 0.05);
    trunk.position.y = 2 * s;
    const crown = inked(new THREE.Mesh(new THREE.ConeGeometry(1.3 * s, 4.2 * s, 7), tmat('#4a1a2a')), ink, 0.07);
    crown.position.y = 4.6 * s;
    tree.add(trunk, crown);
    tree.position.set(x, floorH(x, z + 40) - 0.2, z);
    valley.add(tree);
  }
  const valleyEmbers = emberPoints(700, { size: 0.45, col: '#ffa040' });
  const vSeeds = Array.from({ length: 700 }, () => [-70 + r() * 140, r() * 30, -110 + r() * 120, r()]);
  valley.add(valleyEmbers);
  const valleySun = sunLight('#ff9a50', 2.2, v3(30, 24, -150), 120);
  valley.add(valleySun, valleySun.target, new THREE.HemisphereLight(color('#6a3a8a'), color('#ff5a20'), 1.1));

  // ---- beat 2: three heroes, each on a speed-line backdrop in their own colour with a name card
  const heroDefs = [
    {
      name: 'KAEL',
      line: 'The last ember-knight',
      bg: ['#ff3a2a', '#5a0a18'],
      light: '#ff6a4a',
      hair: '#c8283a',
      outfit: '#2a2a3a',
      trim: '#c89a4a',
      cloak: '#8a1a24',
      eyes: '#d83a2a',
      weapon: 'sword',
      glow: '#ff8a4a',
    },
    {
      name: 'MIRA',
      line: 'Keeper of the tide-stone',
      bg: ['#2ad8ff', '#0a2a5a'],
      light: '#6ae0ff',
      hair: '#a8d0ea',
      outfit: '#1a4a6a',
      trim: '#8ad8e8',
      cloak: '#2a6a8a',
      eyes: '#2aa8d8',
      weapon: 'staff',
      glow: '#7af0ff',
      hairStyle: 'long',
    },
    {
      name: 'SORA',
      line: 'Hunter of falling stars',
      bg: ['#ffc84a', '#3a1a5a'],
      light: '#ffd27a',
      hair: '#7a4ad8',
      outfit: '#3a2a4a',
      trim: '#ffc84a',
      cloak: '#4a2a6a',
      eyes: '#9a6aff',
      weapon: 'bow',
      glow: '#ffe08a',
    },
  ];
  const heroes = heroDefs.map((d, k) => {
    const set = new THREE.Group();
    set.position.set(200 + k * 40, 0, 0);
    scene.add(set);
    const backdrop = canvasTexture(1600, 900, (ctx, w, h) => {
      const g = ctx.createRadialGradient(w * 0.42, h * 0.45, 40, w * 0.42, h * 0.45, w * 0.8);
      g.addColorStop(0, d.bg[0]);
      g.addColorStop(1, d.bg[1]);
      ctx.fillStyle = g;
      ctx.fillRect(0, 0, w, h);
      const rr = rng(77 + k);
      ctx.globalCompositeOperation = 'lighter';
      for (let i = 0; i < 150; i++) {
        const a = rr() * Math.PI * 2;
        const spread = 0.004 + rr() * 0.01;
        const r0 = 160 + rr() * 220;
        ctx.fillStyle = `rgba(255,255,255,${0.08 + rr() * 0.2})`;
        ctx.beginPath();
        ctx.moveTo(w * 0.42 + Math.cos(a) * r0, h * 0.45 + Math.sin(a) * r0);
        ctx.lineTo(w * 0.42 + Math.cos(a - spread) * 1800, h * 0.45 + Math.sin(a - spread) * 1800);
        ctx.lineTo(w * 0.42 + Math.cos(a + spread) * 1800, h * 0.45 + Math.sin(a + spread) * 1800);
        ctx.fill();
      }
      ctx.globalCompositeOperation = 'source-over';
      ctx.fillStyle = 'rgba(255,255,255,0.92)';
      ctx.font = 'italic 150px "Instrument Serif"';
      ctx.textAlign = 'left';
      ctx.fillText(d.name, w * 0.5, h * 0.5);
      ctx.font = '600 20px Inter';
      ctx.letterSpacing = '6px';
      ctx.fillText(d.line.toUpperCase(), w * 0.503, h * 0.5 + 44);
      ctx.fillRect(w * 0.503, h * 0.5 + 64, 140, 3);
    });
    const plane = new THREE.Mesh(
      new THREE.PlaneGeometry(16, 9),
      new THREE.MeshBasicMaterial({ map: backdrop.tex, toneMapped: false, fog: false }),
    );
    plane.position.set(0.9, 1.4, -4);
    set.add(plane);
    const hero = toonHero({ ramp, ink, ...d });
    set.add(hero.group);
    const key = new THREE.DirectionalLight(color('#fff4e8'), 2.2);
    key.position.set(-3, 4, 4);
    key.target = hero.group;
    const rim = new THREE.DirectionalLight(color(d.light), 5);
    rim.position.set(3, 2, -3);
    rim.target = hero.group;
    set.add(key, rim, new THREE.HemisphereLight(color(d.light), color('#20102a'), 0.9));
    const motes = emberPoints(160, { size: 0.05, col: d.light });
    const seeds = Array.from({ length: 160 }, () => [-3 + r() * 6, r() * 3.5, -2 + r() * 3, r()]);
    set.add(motes);
    return { set, hero, motes, seeds, d };
  });
  // hero poses: Kael raises his sword, Mira holds her staff out, Sora draws
  const pose = (h, k, u) => {
    const { arms, head, cape, body } = h;
    if (k === 0) {
      arms[1].arm.rotation.set(lerp(-0.3, -2.6, easeOut(u * 1.4)), 0, 0.35);
      arms[1].fore.rotation.x = lerp(-0.6, -0.1, easeOut(u * 1.4));
      arms[0].arm.rotation.set(0.2, 0, -0.5);
      arms[0].fore.rotation.x = -0.9;
    } else if (k === 1) {
      arms[1].arm.rotation.set(-0.9, 0, 0.25);
      arms[1].fore.rotation.x = -0.5;
      arms[0].arm.rotation.set(lerp(0, -1.2, easeOut(u)), 0, -0.6);
      arms[0].fore.rotation.x = -0.3;
    } else {
      arms[1].arm.rotation.set(-1.5, 0, 0.0);
      arms[1].fore.rotation.x = 0;
      arms[0].arm.rotation.set(-1.5, 0, lerp(-0.2, -0.9, easeOut(u)));
      arms[0].fore.rotation.x = lerp(-0.3, -1.9, easeOut(u));
    }
    head.rotation.y = lerp(-0.5, 0.05, easeOut(u * 1.6));
    head.rotation.x = lerp(0.15, 0, easeOut(u * 1.6));
    body.rotation.y = lerp(-0.6, -0.25, easeOut(u));
    if (cape) cape.rotation.x = 0.25 + Math.sin(u * 9 + k) * 0.06;
  };

  // ---- beat 3: the shattered sky over the three heroes' shoulders
  const shatter = new THREE.Group();
  shatter.position.set(0, 0, 400);
  scene.add(shatter);
  const crackSky = canvasTexture(2048, 1024, (ctx, w, h) => {
    const g = ctx.createLinearGradient(0, 0, 0, h);
    g.addColorStop(0, '#07051a');
    g.addColorStop(0.6, '#24104a');
    g.addColorStop(1, '#7a2a4a');
    ctx.fillStyle = g;
    ctx.fillRect(0, 0, w, h);
    const rr = rng(5);
    for (let i = 0; i < 500; i++) {
      ctx.fillStyle = `rgba(255,255,255,${rr() * 0.7})`;
      ctx.fillRect(rr() * w, rr() * h * 0.7, 2, 2);
    }
    const cx = w * 0.5;
    const cy = h * 0.38;
    // shards of a brighter sky behind the break
    for (let i = 0; i < 14; i++) {
      const a0 = (i / 14) * Math.PI * 2 + rr() * 0.2;
      const a1 = a0 + 0.25 + rr() * 0.2;
      const r0 = 40 + rr() * 60;
      const r1 = 250 + rr() * 260;
      const sg = ctx.createRadialGradient(cx, cy, 0, cx, cy, r1);
      sg.addColorStop(0, 'rgba(255,250,235,1)');
      sg.addColorStop(0.5, 'rgba(180,160,255,0.85)');
      sg.addColorStop(1, 'rgba(90,60,200,0.0)');
      ctx.fillStyle = sg;
      ctx.beginPath();
      ctx.moveTo(cx + Math.cos(a0) * r0, cy + Math.sin(a0) * r0);
      ctx.lineTo(cx + Math.cos(a0) * r1, cy + Math.sin(a0) * r1 * 0.7);
      ctx.lineTo(cx + Math.cos(a1) * r1 * 0.8, cy + Math.sin(a1) * r1 * 0.6);
      ctx.lineTo(cx + Math.cos(a1) * r0, cy + Math.sin(a1) * r0);
      ctx.fill();
    }
    // the cracks: jagged bright lines running out from the break
    ctx.shadowColor = 'rgba(200,190,255,1)';
    ctx.shadowBlur = 18;
    for (let i = 0; i < 22; i++) {
      let a = (i / 22) * Math.PI * 2 + rr() * 0.3;
      let x = cx;
      let y = cy;
      ctx.lineWidth = 5 - (i % 3);
      ctx.strokeStyle = '#ffffff';
      ctx.beginPath();
      ctx.moveTo(x, y);
      const len = 300 + rr() * 700;
      for (let d = 0; d < len; d += 40 + rr() * 40) {
        a += (rr() - 0.5) * 0.6;
        x += Math.cos(a) * 50;
        y += Math.sin(a) * 35;
        ctx.lineTo(x, y);
      }
      ctx.stroke();
    }
    ctx.fillStyle = '#ffffff';
    ctx.beginPath();
    ctx.arc(cx, cy, 34, 0, Math.PI * 2);
    ctx.fill();
  });
  const skyPlane = new THREE.Mesh(
    new THREE.PlaneGeometry(240, 120),
    new THREE.MeshBasicMaterial({ map: crackSky.tex, toneMapped: false, fog: false }),
  );
  skyPlane.position.set(0, 38, -90);
  shatter.add(skyPlane);
  // floating shards, falling out of the break toward the camera
  const shards = [];
  const shardMat = new THREE.MeshBasicMaterial({ color: new THREE.Color(1.6, 1.5, 2.4), side: THREE.DoubleSide });
  for (let i = 0; i < 34; i++) {
    const s = 0.8 + r() * 2.4;
    const geo = new THREE.BufferGeometry().setFromPoints([v3(0, s, 0), v3(-s * 0.5, -s * 0.4, 0), v3(s * 0.6, -s * 0.6 * r(), 0)]);
    const m = new THREE.Mesh(geo, shardMat);
    const dir = v3(r() - 0.5, (r() - 0.5) * 0.6, 0.4 + r()).normalize();
    shards.push({ m, dir, spin: v3(r(), r(), r()).multiplyScalar(2), speed: 10 + r() * 24 });
    shatter.add(m);
  }
  // the cliff and the three heroes from behind
  const cliff = inked(new THREE.Mesh(new THREE.CylinderGeometry(3.5, 6, 4, 9), tmat('#1a0e1c')), ink, 0.05);
  cliff.position.set(0, -2, 0);
  shatter.add(cliff);
  const backs = heroDefs.map((d, k) => {
    const h = toonHero({ ramp, ink, ...d });
    h.group.position.set((k - 1) * 0.9, 0, (k === 1 ? -0.3 : 0) + 0.2);
    h.group.rotation.y = Math.PI + (k - 1) * -0.15;
    h.head.rotation.x = -0.35;
    h.arms[1].arm.rotation.set(0.1, 0, 0.25);
    h.arms[0].arm.rotation.set(0.1, 0, -0.25);
    shatter.add(h.group);
    return h;
  });
  const shatterRim = new THREE.DirectionalLight(color('#c8b8ff'), 4);
  shatterRim.position.set(0, 30, -60);
  shatter.add(shatterRim, new THREE.HemisphereLight(color('#5a4aa0'), color('#1a0a1a'), 0.8));
  shatterRim.target.position.set(0, 0, 400);
  scene.add(shatterRim.target);

  // ---- beat 4: the title card, forged from embers
  const title = new THREE.Group();
  title.position.set(0, 0, -600);
  scene.add(title);
  const titleText = 'EMBERFALL';
  const tw = 2048;
  const th = 512;
  const titleCanvas = canvasTexture(tw, th, (ctx, w, h) => {
    ctx.clearRect(0, 0, w, h);
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.font = '330px "Instrument Serif"';
    ctx.letterSpacing = '18px';
    const g = ctx.createLinearGradient(0, h * 0.2, 0, h * 0.8);
    g.addColorStop(0, '#fff2c8');
    g.addColorStop(0.5, '#ffb040');
    g.addColorStop(1, '#c83a10');
    ctx.shadowColor = 'rgba(255,120,30,0.9)';
    ctx.shadowBlur = 40;
    ctx.fillStyle = g;
    ctx.fillText(titleText, w / 2, h * 0.52);
  });
  // ember targets: pixels of the lettering
  const data = titleCanvas.ctx.getImageData(0, 0, tw, th).data;
  const targets = [];
  const tr = rng(404);
  for (let tries = 0; targets.length < 2600 && tries < 400000; tries++) {
    const x = Math.floor(tr() * tw);
    const y = Math.floor(tr() * th);
    if (data[(y * tw + x) * 4 + 3] > 200) targets.push([(x / tw - 0.5) * 12, (0.5 - y / th) * 3, 0]);
  }
  const forge = emberPoints(targets.length, { size: 0.07, col: '#ffffff' });
  const fSeeds = targets.map(() => [(tr() - 0.5) * 20, -6 - tr() * 6, (tr() - 0.5) * 6, tr()]);
  title.add(forge);
  const fCol = forge.geometry.attributes.color;
  targets.forEach((_, i) => {
    const c = color('#ff9a3a').lerp(color('#fff0b0'), fSeeds[i][3]);
    fCol.setXYZ(i, c.r, c.g, c.b);
  });
  const word = new THREE.Mesh(
    new THREE.PlaneGeometry(12, 3),
    new THREE.MeshBasicMaterial({ map: titleCanvas.tex, transparent: true, toneMapped: false, depthWrite: false, opacity: 0 }),
  );
  title.add(word);
  const sub = canvasTexture(1024, 96, (ctx, w, h) => {
    ctx.fillStyle = 'rgba(255,226,190,0.9)';
    ctx.font = '500 30px Inter';
    ctx.letterSpacing = '14px';
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillText('THE OPENING  ·  IRONLEAF GAMES', w / 2, h / 2);
  });
  const subline = new THREE.Mesh(
    new THREE.PlaneGeometry(6, 0.5625),
    new THREE.MeshBasicMaterial({ map: sub.tex, transparent: true, toneMapped: false, opacity: 0 }),
  );
  subline.position.y = -1.9;
  title.add(subline);
  const titleBg = new THREE.Mesh(
    new THREE.PlaneGeometry(60, 34),
    new THREE.MeshBasicMaterial({
      map: canvasTexture(256, 144, (ctx, w, h) => {
        const g = ctx.createRadialGradient(w / 2, h * 0.6, 4, w / 2, h * 0.6, w * 0.7);
        g.addColorStop(0, '#3a1208');
        g.addColorStop(1, '#050205');
        ctx.fillStyle = g;
        ctx.fillRect(0, 0, w, h);
      }).tex,
      toneMapped: false,
    }),
  );
  titleBg.position.z = -8;
  title.add(titleBg);

  scene.background = color('#050205');
  const cuts = [{ until: 2.2 }, { until: 2.85 }, { until: 3.5 }, { until: 4.15 }, { until: 5.3 }, { until: 7 }];
  return {
    scene,
    camera,
    depthRange: [0.5, 400],
    look: {
      exposure: 1.05,
      dof: { aperture: 0.0006, maxblur: 0.006 },
      bloom: { strength: 0.55, radius: 0.5, threshold: 0.9 },
      lift: [0.03, 0.006, 0.03],
      gain: [1.05, 0.98, 0.94],
      vignette: 0.45,
      grain: 0.035,
    },
    update(t) {
      const { i, u, lt } = shotAt(t, cuts);
      scene.fog = null;
      valley.visible = i === 0;
      heroes.forEach((h, k) => (h.set.visible = i === k + 1));
      shatter.visible = i === 4;
      title.visible = i === 5;
      if (i === 0) {
        // one continuous crane move across the burning valley
        scene.fog = new THREE.Fog(color('#3a1426'), 30, 300);
        camera.setFocalLength(26);
        const e = ease(u);
        camera.position.set(lerp(-34, 18, e), lerp(9, 16, e), lerp(34, 20, e));
        camera.lookAt(lerp(-12, 14, e), lerp(6, 5, e), -60);
        for (const { f, phase, speed } of flames) {
          const k = Math.sin(t * speed + phase) * 0.5 + Math.sin(t * speed * 1.7 + phase * 2) * 0.3;
          f.scale.set(1 - k * 0.08, 1 + k * 0.22, 1 - k * 0.08);
          f.rotation.y = t * 2 + phase;
        }
        const pos = valleyEmbers.geometry.attributes.position;
        const col = valleyEmbers.geometry.attributes.color;
        vSeeds.forEach(([x, y, z, s], k) => {
          const rise = (y + t * (3 + s * 4)) % 30;
          pos.setXYZ(k, x + Math.sin(t * 1.3 + s * 20) * 1.5 + t * 3, rise, z);
          const fade = 1 - rise / 30;
          col.setXYZ(k, 1.4 * fade, (0.5 + s * 0.4) * fade, 0.15 * fade);
        });
        pos.needsUpdate = col.needsUpdate = true;
        return camera.position.distanceTo(v3(0, 4, -40));
      }
      if (i >= 1 && i <= 3) {
        // each hero's entrance: a fast push from a low angle, cut to their theme
        const k = i - 1;
        const h = heroes[k];
        pose(h.hero, k, u);
        camera.setFocalLength(lerp(32, 45, easeOut(u)));
        const side = k === 1 ? 1 : -1;
        camera.position.set(h.set.position.x + side * lerp(1.6, 0.5, easeOut(u)), lerp(0.7, 1.45, easeOut(u)), lerp(4.6, 2.6, easeOut(u)));
        camera.lookAt(h.set.position.x + lerp(0.2, 0.45, easeOut(u)), lerp(1.2, 1.55, easeOut(u)), 0);
        const pos = h.motes.geometry.attributes.position;
        const col = h.motes.geometry.attributes.color;
        const c = color(h.d.light);
        h.seeds.forEach(([x, y, z, s], m) => {
          pos.setXYZ(m, h.set.position.x + x - lt * (1 + s) * 2, (y + lt * (0.6 + s)) % 3.5, z);
          col.setXYZ(m, c.r * 1.5, c.g * 1.5, c.b * 1.5);
        });
        pos.needsUpdate = col.needsUpdate = true;
        return camera.position.distanceTo(v3(h.set.position.x, 1.6, 0));
      }
      if (i === 4) {
        // tilt up from the heroes' backs to the break in the sky; shards fall toward us
        camera.setFocalLength(24);
        const e = ease(u);
        camera.position.set(shatter.position.x + lerp(0.4, -0.6, e), lerp(1.2, 0.9, e), shatter.position.z + lerp(3.6, 4.6, e));
        camera.lookAt(shatter.position.x, lerp(1.5, 9, e), shatter.position.z - 40);
        for (const s of shards) {
          const d = (lt * s.speed) % 90;
          s.m.position.copy(v3(0, 38, -90).add(s.dir.clone().multiplyScalar(d)));
          s.m.position.z += shatter.position.z;
          s.m.rotation.set(s.spin.x * lt, s.spin.y * lt, s.spin.z * lt);
        }
        backs.forEach((h, k) => {
          if (h.cape) h.cape.rotation.x = 0.3 + Math.sin(lt * 5 + k) * 0.08;
        });
        return lerp(4, 30, e);
      }
      // title: embers rise and gather into the lettering, then the word ignites
      camera.setFocalLength(35);
      camera.position.set(title.position.x + lerp(-0.6, 0.3, u), lerp(-0.3, 0.1, u), title.position.z + lerp(15, 13.2, ease(u)));
      camera.lookAt(title.position.x, 0, title.position.z);
      const gather = easeOut(u / 0.7);
      const pos = forge.geometry.attributes.position;
      targets.forEach(([x, y], k) => {
        const [sx, sy, sz, s] = fSeeds[k];
        const g = clamp01(gather * (1.15 - s * 0.25));
        const swirl = (1 - g) * 1.5;
        pos.setXYZ(
          k,
          lerp(sx, x, g) + Math.sin(lt * 3 + s * 30) * swirl,
          lerp(sy, y, g) + Math.cos(lt * 2.5 + s * 20) * swirl * 0.6 + (u > 0.75 ? (u - 0.75) * s * 2 : 0),
          lerp(sz, 0, g),
        );
      });
      pos.needsUpdate = true;
      word.material.opacity = ease((u - 0.45) / 0.3);
      forge.material.opacity = 1 - 0.6 * ease((u - 0.6) / 0.3);
      subline.material.opacity = ease((u - 0.65) / 0.25);
      return 13.5;
    },
  };
}

// ---------------------------------------------------------------------------------------------
// person: a stylised but credible figure in physically based materials (skin, cloth, hair) for the
// presenter, interview and team films. Feet at y = 0, about 1.75 tall. Returns handles for posing:
// head (turn, nod), mouth (talking), arms (upper and fore), torso.
export function person({
  skin = '#d9a27e',
  hair = '#2a1c16',
  top = '#1f2a44',
  shirt = '#f2efe9',
  trousers = '#23232a',
  style = 'jacket',
  hairStyle = 'short',
}) {
  const M = (c, rough = 0.7, extra = {}) => new THREE.MeshPhysicalMaterial({ color: color(c), roughness: rough, ...extra });
  const skinM = M(skin, 0.5, { sheen: 0.4, sheenColor: color('#ffcdb8'), clearcoat: 0.05 });
  const topM = M(top, style === 'scrubs' ? 0.85 : 0.75, { sheen: 0.2, sheenColor: color(top).lerp(color('#ffffff'), 0.3) });
  const hairM = M(hair, 0.5, { sheen: 0.3, sheenColor: color(hair).lerp(color('#ffffff'), 0.3), sheenRoughness: 0.35 });
  const mesh = (geo, m) => shadowed(new THREE.Mesh(geo, m));
  const g = new THREE.Group();
  const hips = new THREE.Group();
  g.add(hips);
  for (const s of [-1, 1]) {
    const leg = mesh(new THREE.CapsuleGeometry(0.075, 0.78, 6, 12), M(trousers, 0.8));
    leg.position.set(s * 0.095, 0.48, 0);
    const shoe = mesh(new RoundedBoxGeometry(0.11, 0.08, 0.26, 3, 0.035), M('#1a1614', 0.35));
    shoe.position.set(s * 0.1, 0.04, 0.05);
    hips.add(leg, shoe);
  }
  const torso = new THREE.Group();
  torso.position.y = 0.93;
  g.add(torso);
  const profile = [
    [0.0, 0],
    [0.165, 0],
    [0.16, 0.1],
    [0.17, 0.28],
    [0.2, 0.44],
    [0.205, 0.52],
    [0.16, 0.58],
    [0.07, 0.62],
    [0.0, 0.625],
  ].map(([r, y]) => new THREE.Vector2(r, y));
  const body = mesh(new THREE.LatheGeometry(profile, 32), topM);
  body.scale.set(1.05, 1, 0.62);
  torso.add(body);
  if (style === 'jacket') {
    // the shirt's V between the lapels, a collar and the lapel edges
    const vee = new THREE.Shape([new THREE.Vector2(-0.085, 0.6), new THREE.Vector2(0.085, 0.6), new THREE.Vector2(0, 0.34)]);
    const shirtV = new THREE.Mesh(new THREE.ShapeGeometry(vee), M(shirt, 0.6));
    shirtV.position.z = 0.13;
    shirtV.rotation.x = -0.12;
    torso.add(shirtV);
    for (const s of [-1, 1]) {
      const lapel = mesh(new THREE.BoxGeometry(0.035, 0.27, 0.012), M(top, 0.6));
      lapel.position.set(s * 0.045, 0.47, 0.134);
      lapel.rotation.set(-0.1, 0, s * 0.27);
      torso.add(lapel);
    }
  } else if (style === 'scrubs') {
    const vee = new THREE.Shape([new THREE.Vector2(-0.065, 0.6), new THREE.Vector2(0.065, 0.6), new THREE.Vector2(0, 0.47)]);
    const neckV = new THREE.Mesh(new THREE.ShapeGeometry(vee), skinM);
    neckV.position.z = 0.13;
    neckV.rotation.x = -0.15;
    const pocket = mesh(new THREE.BoxGeometry(0.1, 0.08, 0.01), topM);
    pocket.position.set(-0.09, 0.36, 0.126);
    const badge = new THREE.Mesh(new THREE.PlaneGeometry(0.05, 0.07), M('#f4f4f0', 0.4));
    badge.position.set(0.1, 0.4, 0.132);
    const pen = mesh(new THREE.CylinderGeometry(0.006, 0.006, 0.1, 6), M('#1f5aa8', 0.3));
    pen.position.set(-0.07, 0.39, 0.13);
    torso.add(neckV, pocket, badge, pen);
  } else {
    const collar = mesh(new THREE.TorusGeometry(0.065, 0.014, 8, 24), topM);
    collar.rotation.x = Math.PI / 2;
    collar.position.y = 0.6;
    torso.add(collar);
  }
  const arms = [];
  for (const s of [-1, 1]) {
    const shoulder = mesh(new THREE.SphereGeometry(0.062, 16, 12), topM);
    shoulder.scale.set(1.1, 0.8, 1);
    shoulder.position.set(s * 0.19, 0.53, 0);
    const arm = new THREE.Group();
    arm.position.set(s * 0.215, 0.5, 0);
    const upper = mesh(new THREE.CapsuleGeometry(0.055, 0.24, 6, 12), topM);
    upper.position.y = -0.15;
    const fore = new THREE.Group();
    fore.position.y = -0.3;
    const lower = mesh(new THREE.CapsuleGeometry(0.047, 0.22, 6, 12), style === 'scrubs' ? skinM : topM);
    lower.position.y = -0.13;
    const hand = mesh(new RoundedBoxGeometry(0.07, 0.1, 0.035, 3, 0.015), skinM);
    hand.position.y = -0.3;
    fore.add(lower, hand);
    arm.add(upper, fore);
    torso.add(shoulder, arm);
    arms.push({ arm, fore, hand, s });
  }
  const neck = mesh(new THREE.CylinderGeometry(0.045, 0.05, 0.1, 16), skinM);
  neck.position.y = 0.65;
  torso.add(neck);
  const head = new THREE.Group();
  head.position.y = 0.77;
  torso.add(head);
  const skull = mesh(new THREE.SphereGeometry(0.1, 40, 30), skinM);
  skull.scale.set(0.86, 1.12, 0.98);
  const jaw = mesh(new THREE.SphereGeometry(0.075, 24, 16), skinM);
  jaw.scale.set(0.95, 0.8, 1.0);
  jaw.position.set(0, -0.05, 0.015);
  const nose = mesh(new THREE.ConeGeometry(0.014, 0.04, 10), skinM);
  nose.rotation.x = 0.35;
  nose.position.set(0, -0.01, 0.098);
  head.add(skull, jaw, nose);
  for (const s of [-1, 1]) {
    const ear = mesh(new THREE.SphereGeometry(0.02, 10, 8), skinM);
    ear.scale.set(0.5, 1, 0.8);
    ear.position.set(s * 0.088, 0, 0);
    const white = new THREE.Mesh(new THREE.SphereGeometry(0.013, 12, 10), M('#f4efe8', 0.2, { clearcoat: 1 }));
    white.position.set(s * 0.034, 0.014, 0.082);
    white.scale.z = 0.6;
    const iris = new THREE.Mesh(new THREE.SphereGeometry(0.0075, 10, 8), M('#2a1a12', 0.1, { clearcoat: 1 }));
    iris.position.set(s * 0.034, 0.014, 0.09);
    const brow = mesh(new THREE.BoxGeometry(0.032, 0.006, 0.008), hairM);
    brow.position.set(s * 0.035, 0.037, 0.088);
    brow.rotation.z = -s * 0.12;
    head.add(ear, white, iris, brow);
  }
  const lips = mesh(new THREE.SphereGeometry(0.02, 16, 8), M('#a8625a', 0.45));
  lips.scale.set(1.2, 0.32, 0.5);
  lips.position.set(0, -0.052, 0.085);
  const mouth = new THREE.Mesh(new THREE.SphereGeometry(0.015, 12, 8), M('#3a1614', 0.9));
  mouth.scale.set(1.1, 0.05, 0.4);
  mouth.position.set(0, -0.053, 0.088);
  head.add(lips, mouth);
  // hair
  const cap = mesh(new THREE.SphereGeometry(0.106, 32, 20, 0, Math.PI * 2, 0, Math.PI * 0.52), hairM);
  cap.scale.set(0.9, 1.1, 1.02);
  cap.position.set(0, 0.012, -0.008);
  cap.rotation.x = -0.3;
  head.add(cap);
  if (hairStyle === 'bob' || hairStyle === 'long' || hairStyle === 'bun') {
    const len = hairStyle === 'long' ? 0.3 : 0.16;
    if (hairStyle !== 'bun') {
      const fall = mesh(new THREE.CylinderGeometry(0.1, 0.118, len, 28, 1, true, Math.PI * 0.3, Math.PI * 1.4), hairM);
      fall.material = hairM.clone();
      fall.material.side = THREE.DoubleSide;
      fall.position.set(0, 0.02 - len / 2 + 0.04, -0.01);
      head.add(fall);
    } else {
      const bun = mesh(new THREE.SphereGeometry(0.05, 16, 12), hairM);
      bun.position.set(0, 0.06, -0.1);
      head.add(bun);
    }
  }
  if (hairStyle === 'grey') cap.material = M('#c8c4bc', 0.5, { sheen: 1 });
  return { group: g, torso, head, arms, mouth, hips };
}

/** Poses a person: arms from a few named gestures, head turn, speech. */
export function posePerson(pp, t, { gesture = 'talk', yaw = 0, nod = 0, talk = true, seed = 0 } = {}) {
  // Speech comes in phrases (about 2.2 s, with a breath between them), and a speaker's body follows it: the
  // mouth closes in the pauses, and on the stressed syllables (beat) the hands open outward, the head
  // dips and the shoulders lean in. w is the slow, unaccented wander of the hands between beats.
  const phrase = (t * 0.45 + seed * 0.137) % 1;
  const speaking = talk ? ease(phrase / 0.06) * (1 - ease((phrase - 0.84) / 0.1)) : 0;
  const beat = Math.max(0, Math.sin(t * 4.3 + seed)) ** 3 * speaking;
  const w = Math.sin(t * 2.1 + seed) * 0.5 + Math.sin(t * 3.3 + seed * 2) * 0.3;
  for (const { arm, fore, s } of pp.arms) {
    // the leading hand (s > 0) carries the gesture; the other answers it, smaller
    const lead = s > 0 ? 1 : 0.55;
    if (gesture === 'talk') {
      arm.rotation.set(-0.35 - 0.1 * beat * lead + (s > 0 ? w * 0.12 : -w * 0.08), 0.05 * s * beat, s * (0.12 + 0.07 * beat * lead));
      fore.rotation.set(-1.2 - 0.12 * beat * lead + (s > 0 ? w * 0.25 : 0.1), s * (0.25 + 0.22 * beat * lead), 0);
    } else if (gesture === 'present') {
      if (s > 0) {
        arm.rotation.set(-0.6 - 0.05 * beat, 0, 0.55 + w * 0.06);
        fore.rotation.set(-0.6 - 0.1 * beat, 0, 0);
      } else {
        arm.rotation.set(-0.3, 0, -0.1);
        fore.rotation.set(-1.3 - 0.08 * beat, -0.3, 0);
      }
    } else if (gesture === 'hold') {
      arm.rotation.set(-0.45, 0, s * 0.15);
      fore.rotation.set(-1.35, s * 0.45, 0);
    } else {
      arm.rotation.set(0.05 + w * 0.05 * s, 0, s * 0.08);
      fore.rotation.set(-0.15, 0, 0);
    }
  }
  pp.head.rotation.set(
    nod + Math.sin(t * 1.7 + seed) * 0.035 + 0.05 * beat,
    yaw + Math.sin(t * 0.9 + seed) * 0.05,
    Math.sin(t * 1.1 + seed) * 0.02 + 0.03 * speaking * Math.sin(t * 0.6 + seed),
  );
  const open = talk ? clamp01(0.5 + Math.sin(t * 11 + seed) * 0.4 + Math.sin(t * 17.3) * 0.3) * (0.15 + 0.85 * speaking) : 0;
  pp.mouth.scale.y = 0.05 + open * 0.5;
  // breathing, a lean into each stress and the weight shifting slowly from foot to foot
  // (on top of the pose the scene gave the figure when it built it: a patient lying back in bed stays back)
  pp.base ??= { lean: pp.torso.rotation.x, tilt: pp.torso.rotation.z, scale: pp.torso.scale.clone(), hips: pp.hips?.rotation.z ?? 0 };
  pp.torso.rotation.set(pp.base.lean + 0.03 * beat, Math.sin(t * 0.8 + seed) * 0.03, pp.base.tilt + Math.sin(t * 0.5 + seed) * 0.012);
  pp.torso.scale.copy(pp.base.scale).multiplyScalar(1 + 0.004 * Math.sin(t * 1.6 + seed));
  if (pp.hips) pp.hips.rotation.z = pp.base.hips + Math.sin(t * 0.5 + seed) * 0.012;
}

// ---------------------------------------------------------------------------------------------
// presenter: the AI presenter films. variant.kind:
//   'avatar'  (Danone) one presenter beside a screen whose captions change language;
//   'clinic'  (Care Starts Here) a nurse interviewed on the ward, a colleague at a patient's bed;
//   'lesson'  (Ship It) a presenter walking a new customer through a software release on a screen.
const greetings = [
  ['EN', 'Hello, everyone: here is what changes this month.'],
  ['FR', 'Bonjour à tous : voici ce qui change ce mois-ci.'],
  ['DE', 'Hallo zusammen: Das ändert sich diesen Monat.'],
  ['ES', 'Hola a todos: esto es lo que cambia este mes.'],
  ['IT', 'Ciao a tutti: ecco cosa cambia questo mese.'],
  ['PL', 'Witajcie: oto co zmienia się w tym miesiącu.'],
  ['PT', 'Olá a todos: eis o que muda este mês.'],
  ['NL', 'Hallo allemaal: dit verandert er deze maand.'],
  ['TR', 'Herkese merhaba: bu ay neler değişiyor.'],
  ['JA', '皆さん、こんにちは。今月の変更点です。'],
  ['ZH', '大家好：这是本月的变化。'],
  ['AR', 'مرحبًا بالجميع: هذا ما يتغير هذا الشهر.'],
];

function presenter(stage, variant, { width, height }) {
  const v = { kind: 'avatar', ...variant };
  const scene = new THREE.Scene();
  scene.environment = stage.studioEnv;
  const camera = camera35(width, height, 35);
  const M = (c, rough = 0.7, extra = {}) => new THREE.MeshPhysicalMaterial({ color: color(c), roughness: rough, ...extra });
  let look = {};
  let perPerson = () => {};

  if (v.kind === 'avatar' || v.kind === 'lesson') {
    const lesson = v.kind === 'lesson';
    scene.background = color(lesson ? '#dfe3e8' : '#0b0d16');
    scene.environmentIntensity = lesson ? 0.9 : 0.35;
    // a curved cove and a floor
    const cove = new THREE.Mesh(
      new THREE.CylinderGeometry(9, 9, 7, 64, 1, true, Math.PI * 0.75, Math.PI * 0.5),
      M(lesson ? '#e8ebef' : '#161a2a', 0.9),
    );
    cove.material.side = THREE.BackSide;
    cove.position.set(0, 3.5, 4);
    cove.receiveShadow = true;
    const floor = new THREE.Mesh(new THREE.CircleGeometry(12, 48), M(lesson ? '#c9ccd2' : '#10121c', 0.35, { clearcoat: 0.4 }));
    floor.rotation.x = -Math.PI / 2;
    floor.receiveShadow = true;
    scene.add(cove, floor);
    // the screen: a thin bezel and a drawn picture
    const screen = canvasTexture(1600, 900, () => {});
    const drawAvatarScreen = (k, prog) => (ctx, w, h) => {
      const g = ctx.createLinearGradient(0, 0, w, h);
      g.addColorStop(0, '#10204a');
      g.addColorStop(1, '#1a3a7a');
      ctx.fillStyle = g;
      ctx.fillRect(0, 0, w, h);
      // a world of dots with the current market lit
      ctx.fillStyle = 'rgba(160,190,255,0.25)';
      const rr = rng(3);
      for (let i = 0; i < 900; i++) {
        const x = rr() * w;
        const y = 140 + rr() * 470;
        if (Math.sin(x * 0.006) * Math.cos(y * 0.01) > -0.2) ctx.fillRect(x, y, 4, 4);
      }
      // language tabs
      ctx.font = '600 30px Inter';
      ctx.textBaseline = 'middle';
      greetings.forEach(([code], i) => {
        const x = 60 + i * 124;
        ctx.fillStyle = i === k ? '#ffffff' : 'rgba(255,255,255,0.14)';
        ctx.beginPath();
        ctx.roundRect(x, 50, 104, 56, 28);
        ctx.fill();
        ctx.fillStyle = i === k ? '#10204a' : 'rgba(255,255,255,0.75)';
        ctx.textAlign = 'center';
        ctx.fillText(code, x + 52, 79);
      });
      // the caption in the current language
      ctx.fillStyle = 'rgba(0,0,0,0.45)';
      ctx.fillRect(0, 640, w, 200);
      ctx.fillStyle = '#ffffff';
      ctx.font = '500 56px Inter';
      ctx.textAlign = greetings[k][0] === 'AR' ? 'right' : 'left';
      ctx.direction = greetings[k][0] === 'AR' ? 'rtl' : 'ltr';
      ctx.fillText(greetings[k][1], greetings[k][0] === 'AR' ? w - 80 : 80, 715);
      ctx.direction = 'ltr';
      ctx.textAlign = 'left';
      ctx.font = '500 28px Inter';
      ctx.fillStyle = 'rgba(255,255,255,0.7)';
      ctx.fillText(`Version ${k + 1} of 12  ·  reviewed by a native speaker`, 80, 790);
      // a voice waveform
      ctx.fillStyle = '#7ad0ff';
      for (let i = 0; i < 60; i++) {
        const a = Math.abs(Math.sin(i * 0.7 + prog * 40) * Math.sin(i * 0.23 + k)) * 50 + 4;
        ctx.fillRect(w - 80 - (60 - i) * 12, 560 - a / 2, 6, a);
      }
    };
    const drawLesson = (step, prog) => (ctx, w, h) => {
      ctx.fillStyle = '#f7f8fa';
      ctx.fillRect(0, 0, w, h);
      ctx.fillStyle = '#1b2230';
      ctx.fillRect(0, 0, 300, h);
      ctx.fillStyle = '#ffffff';
      ctx.font = '700 40px Inter';
      ctx.textBaseline = 'middle';
      ctx.textAlign = 'left';
      ctx.fillText('Lattice', 50, 70);
      ['Sign up', 'Invite your team', 'Connect a repo', 'First build', 'Release'].forEach((label, i) => {
        ctx.fillStyle = i === step ? '#7c6cff' : 'rgba(255,255,255,0.06)';
        ctx.beginPath();
        ctx.roundRect(30, 150 + i * 80, 240, 60, 12);
        ctx.fill();
        ctx.fillStyle = i <= step ? '#ffffff' : 'rgba(255,255,255,0.5)';
        ctx.font = '500 26px Inter';
        ctx.fillText(`${i + 1}  ${label}`, 50, 180 + i * 80);
      });
      ctx.fillStyle = '#1b2230';
      ctx.font = '600 26px Inter';
      ctx.fillText(`LESSON ${step + 2} OF 6`, 360, 80);
      ctx.font = '700 54px Inter';
      ctx.fillText(
        ['Connect your repository', 'Run your first build', 'Ship your first release'][Math.min(step - 2, 2)] ?? 'Ship your first release',
        360,
        150,
      );
      // pipeline cards
      ['Build', 'Test', 'Review', 'Release'].forEach((label, i) => {
        const x = 360 + i * 300;
        const done = clamp01(prog * 5 - i);
        ctx.fillStyle = '#ffffff';
        ctx.strokeStyle = '#d8dbe2';
        ctx.lineWidth = 3;
        ctx.beginPath();
        ctx.roundRect(x, 260, 260, 200, 18);
        ctx.fill();
        ctx.stroke();
        ctx.fillStyle = done >= 1 ? '#2bb673' : '#7c6cff';
        ctx.beginPath();
        ctx.arc(x + 50, 320, 22, 0, Math.PI * 2);
        ctx.fill();
        ctx.fillStyle = '#1b2230';
        ctx.font = '600 34px Inter';
        ctx.fillText(label, x + 90, 322);
        ctx.fillStyle = '#e8eaf0';
        ctx.fillRect(x + 30, 400, 200, 14);
        ctx.fillStyle = done >= 1 ? '#2bb673' : '#7c6cff';
        ctx.fillRect(x + 30, 400, 200 * done, 14);
      });
      ctx.fillStyle = prog > 0.8 ? '#2bb673' : '#7c6cff';
      ctx.beginPath();
      ctx.roundRect(360, 540, 380, 90, 45);
      ctx.fill();
      ctx.fillStyle = '#ffffff';
      ctx.font = '700 34px Inter';
      ctx.fillText(prog > 0.8 ? 'Released  ✓' : 'Release v1.0', 400, 586);
      // cursor
      const cx = lerp(1300, 560, ease(prog * 1.3));
      const cy = lerp(800, 590, ease(prog * 1.3));
      ctx.fillStyle = '#1b2230';
      ctx.beginPath();
      ctx.moveTo(cx, cy);
      ctx.lineTo(cx + 28, cy + 34);
      ctx.lineTo(cx + 10, cy + 32);
      ctx.lineTo(cx, cy + 46);
      ctx.fill();
    };
    const bezel = shadowed(new THREE.Mesh(new RoundedBoxGeometry(3.5, 2.05, 0.08, 3, 0.03), M('#0a0a0e', 0.3)));
    const panel = new THREE.Mesh(new THREE.PlaneGeometry(3.36, 1.89), new THREE.MeshBasicMaterial({ map: screen.tex, toneMapped: false }));
    panel.position.z = 0.045;
    const tv = new THREE.Group();
    tv.add(bezel, panel);
    tv.position.set(1.3, 1.55, -1.4);
    tv.rotation.y = -0.28;
    const stand = shadowed(new THREE.Mesh(new THREE.CylinderGeometry(0.03, 0.03, 0.6, 8), M('#2a2a30', 0.4, { metalness: 1 })));
    stand.position.set(1.3, 0.3, -1.45);
    scene.add(tv, stand);
    const p = person(
      lesson
        ? { skin: '#8d5a3c', hair: '#1a120e', top: '#e7e2d6', style: 'crew', trousers: '#3a3f4a', hairStyle: 'short' }
        : { skin: '#e0b08f', hair: '#3a2418', top: '#1e2a4a', shirt: '#f3f0ea', hairStyle: 'bob' },
    );
    p.group.position.set(-0.45, 0, 0);
    p.group.rotation.y = 0.18;
    scene.add(p.group);
    // lights: a large soft key, a cool rim and the screen's own spill
    const key = softSpot(color('#fff2e4'), lesson ? 140 : 160, v3(-3.5, 3.6, 3.5), v3(-0.4, 1.4, 0), { angle: 0.5, radius: 12 });
    const rimL = softSpot(color(lesson ? '#ffffff' : '#7aa8ff'), lesson ? 60 : 130, v3(2.5, 3, -3), v3(-0.4, 1.5, 0), {
      angle: 0.45,
      shadow: false,
    });
    const fill = new THREE.PointLight(color(lesson ? '#e8f0ff' : '#4a6aff'), lesson ? 4 : 6, 8);
    fill.position.set(1.2, 1.6, -0.8);
    addAll(scene, key, rimL, fill);
    look = lesson
      ? {
          exposure: 1.0,
          dof: { aperture: 0.0025, maxblur: 0.008 },
          bloom: { strength: 0.15, radius: 0.5, threshold: 1.1 },
          lift: [0.01, 0.012, 0.02],
          gain: [1.0, 1.0, 1.02],
          vignette: 0.25,
          grain: 0.02,
        }
      : {
          exposure: 1.05,
          dof: { aperture: 0.003, maxblur: 0.01 },
          bloom: { strength: 0.3, radius: 0.6, threshold: 0.95 },
          lift: [0.005, 0.012, 0.04],
          gain: [1.04, 1.0, 0.97],
          vignette: 0.4,
          grain: 0.03,
        };
    const cuts = [{ until: 2.2 }, { until: 3.8 }, { until: 5.2 }];
    perPerson = (t) => {
      const { i, u } = shotAt(t, cuts);
      const lang = Math.min(11, Math.floor(t / 0.55));
      if (lesson) screen.redraw(drawLesson(Math.min(4, 2 + i), i === 2 ? u : u * 0.5));
      else screen.redraw(drawAvatarScreen(lang, t));
      posePerson(p, t, { gesture: i === 1 ? 'talk' : 'present', yaw: i === 2 ? 0.5 : -0.12, seed: 1 });
      const head = v3(-0.45, 1.72, 0);
      if (i === 0) {
        // wide: a lateral dolly across the set
        camera.setFocalLength(32);
        camera.position.set(lerp(-1.5, 0.3, ease(u)), 1.55, 4.3);
        camera.lookAt(0.35, 1.35, -0.6);
        return camera.position.distanceTo(head);
      }
      if (i === 1) {
        // close: head and shoulders, a slow push and arc
        camera.setFocalLength(60);
        camera.position.set(lerp(-0.1, 0.15, u), 1.66, lerp(2.6, 2.3, ease(u)));
        camera.lookAt(-0.38, 1.6, 0);
        return camera.position.distanceTo(head);
      }
      // over the shoulder onto the screen, focus racks from the presenter to the caption
      camera.setFocalLength(40);
      camera.position.set(lerp(-1.25, -1.05, u), 1.75, lerp(0.9, 0.7, u));
      camera.lookAt(1.2, 1.45, -1.4);
      return lerp(camera.position.distanceTo(head), camera.position.distanceTo(v3(1.3, 1.55, -1.4)), ease((u - 0.15) / 0.45));
    };
  } else {
    // clinic: a ward in daylight. A nurse talks to the interviewer; a care assistant at a patient's bed.
    scene.background = color('#c8c8c0');
    scene.environmentIntensity = 0.3;
    const wall = M('#d2d8d2', 0.9);
    const floor = new THREE.Mesh(new THREE.PlaneGeometry(30, 30), M('#b8c2bd', 0.3, { clearcoat: 0.5 }));
    floor.rotation.x = -Math.PI / 2;
    floor.receiveShadow = true;
    const back = new THREE.Mesh(new THREE.PlaneGeometry(30, 6), wall);
    back.position.set(0, 3, -4);
    back.receiveShadow = true;
    const side = new THREE.Mesh(new THREE.PlaneGeometry(30, 6), wall);
    side.rotation.y = -Math.PI / 2;
    side.position.set(5, 3, 0);
    side.receiveShadow = true;
    const stripe = new THREE.Mesh(new THREE.PlaneGeometry(30, 0.12), M('#3aa39a', 0.6));
    stripe.position.set(0, 1.0, -3.99);
    scene.add(floor, back, side, stripe);
    // windows on the left wall: daylight
    const outside = new THREE.Mesh(
      new THREE.PlaneGeometry(12, 2.6),
      new THREE.MeshBasicMaterial({ color: new THREE.Color(1.3, 1.28, 1.2) }),
    );
    outside.rotation.y = Math.PI / 2;
    outside.position.set(-5, 1.9, 0);
    scene.add(outside);
    for (let z = -4; z <= 4; z += 1.6) {
      const mull = shadowed(new THREE.Mesh(new THREE.BoxGeometry(0.12, 2.7, 0.1), wall));
      mull.position.set(-4.95, 1.9, z);
      scene.add(mull);
    }
    const sun = new THREE.DirectionalLight(color('#fff1dc'), 2.0);
    sun.position.set(-8, 6, 2);
    sun.castShadow = true;
    sun.shadow.mapSize.set(1024, 1024);
    Object.assign(sun.shadow.camera, { left: -6, right: 6, top: 6, bottom: -6, near: 1, far: 30 });
    sun.shadow.radius = 6;
    sun.shadow.bias = -0.0005;
    addAll(scene, sun, new THREE.HemisphereLight(color('#ffffff'), color('#7a8880'), 0.35));
    const key = softSpot(color('#fff6ec'), 18, v3(-1.8, 2.8, 3.6), v3(0, 1.5, 1.2), { angle: 0.5, shadow: false });
    addAll(scene, key);
    // the bed: frame, mattress, pillow, blanket, a monitor on a pole
    const bed = new THREE.Group();
    const frame = shadowed(new THREE.Mesh(new RoundedBoxGeometry(1.0, 0.12, 2.1, 3, 0.04), M('#d8dcdf', 0.3, { metalness: 0.6 })));
    frame.position.y = 0.55;
    const mattress = shadowed(new THREE.Mesh(new RoundedBoxGeometry(0.92, 0.16, 2.0, 4, 0.06), M('#f4f6f8', 0.8)));
    mattress.position.y = 0.69;
    const blanket = shadowed(
      new THREE.Mesh(new RoundedBoxGeometry(0.98, 0.1, 1.25, 4, 0.05), M('#7fb8c8', 0.9, { sheen: 1, sheenColor: color('#ffffff') })),
    );
    blanket.position.set(0, 0.8, 0.35);
    const pillow = shadowed(new THREE.Mesh(new RoundedBoxGeometry(0.6, 0.12, 0.35, 4, 0.06), M('#ffffff', 0.8)));
    pillow.position.set(0, 0.85, -0.78);
    pillow.rotation.x = -0.4;
    const headboard = shadowed(new THREE.Mesh(new RoundedBoxGeometry(1.0, 0.6, 0.06, 3, 0.03), M('#c8ccd0', 0.35)));
    headboard.position.set(0, 0.9, -1.05);
    for (const [x, z] of [
      [-0.45, -0.95],
      [0.45, -0.95],
      [-0.45, 0.95],
      [0.45, 0.95],
    ]) {
      const legB = shadowed(new THREE.Mesh(new THREE.CylinderGeometry(0.025, 0.025, 0.5, 8), M('#9aa0a6', 0.3, { metalness: 1 })));
      legB.position.set(x, 0.25, z);
      bed.add(legB);
    }
    bed.add(frame, mattress, blanket, pillow, headboard);
    bed.position.set(1.6, 0, -2.2);
    bed.rotation.y = -Math.PI / 2 + 0.15;
    scene.add(bed);
    const monitorTex = canvasTexture(400, 300, (ctx, w, h) => {
      ctx.fillStyle = '#0a1410';
      ctx.fillRect(0, 0, w, h);
      ctx.strokeStyle = '#4aff9a';
      ctx.lineWidth = 4;
      ctx.beginPath();
      for (let x = 0; x < w; x += 4) {
        const ph = (x % 100) / 100;
        const y = 90 - (ph > 0.4 && ph < 0.46 ? 60 : ph > 0.46 && ph < 0.5 ? -30 : Math.sin(ph * 20) * 3);
        if (x) ctx.lineTo(x, y);
        else ctx.moveTo(x, y);
      }
      ctx.stroke();
      ctx.fillStyle = '#4aff9a';
      ctx.font = '700 64px Inter';
      ctx.fillText('72', 30, 230);
      ctx.fillStyle = '#7ad0ff';
      ctx.fillText('98%', 200, 230);
    });
    const monitor = new THREE.Group();
    const mBody = shadowed(new THREE.Mesh(new RoundedBoxGeometry(0.42, 0.32, 0.12, 3, 0.02), M('#e8eaec', 0.4)));
    const mScreen = new THREE.Mesh(
      new THREE.PlaneGeometry(0.36, 0.27),
      new THREE.MeshBasicMaterial({ map: monitorTex.tex, toneMapped: false }),
    );
    mScreen.position.z = 0.061;
    const pole = shadowed(new THREE.Mesh(new THREE.CylinderGeometry(0.018, 0.018, 1.5, 8), M('#b0b4b8', 0.3, { metalness: 1 })));
    pole.position.y = -0.75;
    monitor.add(mBody, mScreen, pole);
    monitor.position.set(2.9, 1.5, -3.0);
    monitor.rotation.y = -0.5;
    scene.add(monitor);
    // a curtain on the rail beside the bed
    const curtain = shadowed(new THREE.Mesh(new THREE.CylinderGeometry(0.9, 0.9, 2.2, 40, 1, true, 0, Math.PI * 0.5), M('#9ad0c8', 0.9)));
    curtain.material.side = THREE.DoubleSide;
    curtain.position.set(-0.2, 1.3, -3.1);
    scene.add(curtain);
    // the people
    const nurse = person({
      skin: '#6e4530',
      hair: '#140e0c',
      top: '#2a6f8f',
      style: 'scrubs',
      trousers: '#2a6f8f',
      hairStyle: 'bun',
      seed: 2,
    });
    nurse.group.position.set(-0.5, 0, 1.2);
    nurse.group.rotation.y = 0.35;
    const assistant = person({
      skin: '#e2b494',
      hair: '#8a5a32',
      top: '#8a7ac8',
      style: 'scrubs',
      trousers: '#8a7ac8',
      hairStyle: 'bob',
      seed: 3,
    });
    assistant.group.position.set(1.2, 0, -1.35);
    assistant.group.rotation.y = 2.27;
    const patient = person({ skin: '#d8b49a', hair: '#c8c4bc', top: '#c8d8e8', style: 'crew', hairStyle: 'grey', seed: 4 });
    patient.hips.visible = false;
    patient.group.position.set(2.2, 0.05, -2.2);
    patient.group.rotation.y = -Math.PI / 2 + 0.15;
    patient.torso.rotation.x = -0.35;
    scene.add(nurse.group, assistant.group, patient.group);
    look = {
      exposure: 0.7,
      dof: { aperture: 0.0025, maxblur: 0.008 },
      bloom: { strength: 0.08, radius: 0.5, threshold: 1.2 },
      lift: [0.01, 0.02, 0.018],
      gain: [1.02, 1.0, 0.96],
      vignette: 0.3,
      grain: 0.035,
    };
    const cuts = [{ until: 2.6 }, { until: 4.6 }, { until: 6.5 }];
    const noise = makeNoise(21);
    perPerson = (t) => {
      const { i, u } = shotAt(t, cuts);
      posePerson(nurse, t, { gesture: i === 1 ? 'rest' : 'talk', yaw: i === 0 ? -0.35 : 0.2, seed: 2, talk: i !== 1 });
      posePerson(assistant, t, { gesture: 'hold', yaw: -0.1, nod: 0.25, seed: 3, talk: i === 2 });
      posePerson(patient, t, { gesture: 'rest', yaw: -0.5, seed: 4, talk: i === 1 });
      // a documentary camera: handheld drift on every shot
      const hx = noise(t * 0.6, 0.3, 0.1) * 0.03;
      const hy = noise(0.2, t * 0.6, 0.7) * 0.02;
      if (i === 0) {
        // interview: the nurse talks just off-lens, the ward soft behind her
        nurse.group.position.x = -0.5;
        camera.setFocalLength(60);
        camera.position.set(0.7 + hx + u * 0.12, 1.62 + hy, 3.9);
        camera.lookAt(-0.3 + hx, 1.55, 1.1);
        return camera.position.distanceTo(v3(-0.45, 1.72, 1.25));
      }
      if (i === 1) {
        // wide: the nurse walks across the ward toward the bed, the camera tracks with her
        nurse.group.position.set(lerp(-2.2, -0.2, u), 0, lerp(0.4, -0.6, u));
        nurse.group.rotation.y = 1.2;
        const stride = Math.sin(t * 7) * 0.35;
        nurse.hips.children.forEach((c, k) => (c.rotation.x = (k % 2 ? 1 : -1) * (k < 2 ? stride : 0)));
        camera.setFocalLength(28);
        camera.position.set(lerp(-2.6, -0.9, u) + hx, 1.5 + hy, 4.2);
        camera.lookAt(lerp(-0.6, 0.8, u), 1.1, -1.6);
        return camera.position.distanceTo(v3(1.2, 1.1, -2.0));
      }
      // close: the care assistant and the patient talking at the bedside
      nurse.group.position.set(-3.5, 0, -3.2);
      camera.setFocalLength(55);
      camera.position.set(-0.6 + hx + u * 0.15, 1.35 + hy, 0.6);
      camera.lookAt(1.2, 1.15, -2.2);
      return camera.position.distanceTo(v3(1.1, 1.2, -2.1));
    };
  }
  return { scene, camera, look, depthRange: [0.3, 30], update: (t) => perPerson(t) };
}

// ---------------------------------------------------------------------------------------------
// titlecard: kinetic type for the reel's opening and closing cards, in the studio's typefaces.
// The studio name rises letter by letter through a mask while its tracking closes, a light sweep
// crosses the letters, then the line from the home page's hero writes on word by word.
// variant: { name, line, mode: 'open' | 'close' }
function titlecard(stage, variant, { width, height }) {
  const v = { name: 'Lumora Studio', line: 'Cinematic video, made at the speed of your brand', mode: 'open', ...variant };
  const scene = new THREE.Scene();
  scene.background = color('ink950');
  const camera = camera35(width, height, 50);
  const W = 1920;
  const H = 1080;
  const card = canvasTexture(W, H, () => {});
  const plane = new THREE.Mesh(new THREE.PlaneGeometry(16, 9), new THREE.MeshBasicMaterial({ map: card.tex, toneMapped: false }));
  scene.add(plane);
  const glyphs = [...v.name];
  const type = canvasTexture(W, H, () => {});
  const draw = (t) => (ctx) => {
    const close = v.mode === 'close';
    // background: ink with a slow violet bloom behind the type
    const bg = ctx.createRadialGradient(W * 0.5, H * 0.52, 10, W * 0.5, H * 0.52, W * 0.62);
    bg.addColorStop(0, close ? '#1c1538' : '#1a1433');
    bg.addColorStop(0.55, '#0d0c14');
    bg.addColorStop(1, '#070708');
    ctx.fillStyle = bg;
    ctx.fillRect(0, 0, W, H);
    const size = 200;
    ctx.font = `${size}px "Instrument Serif"`;
    ctx.textBaseline = 'alphabetic';
    const track = lerp(close ? 0.04 : 0.42, close ? -0.01 : 0.015, easeOut(t / 1.6)) * size;
    const widths = glyphs.map((c) => ctx.measureText(c).width);
    const total = widths.reduce((a, b) => a + b, 0) + track * (glyphs.length - 1);
    let x = W / 2 - total / 2;
    const base = H * 0.5 + 40;
    // letters rise through a mask at the baseline, staggered; drawn on their own layer so the
    // light sweep touches only the letters
    const layer = type.ctx;
    layer.clearRect(0, 0, W, H);
    layer.font = ctx.font;
    layer.textBaseline = 'alphabetic';
    layer.save();
    layer.beginPath();
    layer.rect(0, 0, W, base + 60);
    layer.clip();
    glyphs.forEach((c, k) => {
      const start = (close ? 0.5 : 0.1) + k * 0.045;
      const rise = easeOut((t - start) / 0.55);
      layer.fillStyle = `rgba(247,246,242,${clamp01(rise * 1.4)})`;
      layer.fillText(c, x, base + (1 - rise) * size * 1.1);
      x += widths[k] + track;
    });
    layer.restore();
    // the light sweep, only on the letters
    const sweep = lerp(-0.3, 1.3, ease((t - (close ? 1.2 : 1.05)) / 0.9));
    layer.save();
    layer.globalCompositeOperation = 'source-atop';
    const sx = W * sweep;
    const g = layer.createLinearGradient(sx - 260, 0, sx + 260, 0);
    g.addColorStop(0, 'rgba(180,168,255,0)');
    g.addColorStop(0.45, 'rgba(220,212,255,0.9)');
    g.addColorStop(0.5, 'rgba(255,255,255,1)');
    g.addColorStop(0.55, 'rgba(255,214,160,0.9)');
    g.addColorStop(1, 'rgba(255,200,140,0)');
    layer.fillStyle = g;
    layer.fillRect(0, base - size, W, size * 1.3);
    layer.restore();
    ctx.drawImage(type.canvas, 0, 0);
    // a violet rule drawing out from the centre
    const rule = easeOut((t - (close ? 0.2 : 1.0)) / 0.7);
    ctx.fillStyle = '#9686ff';
    ctx.fillRect(W / 2 - 220 * rule, base + 52, 440 * rule, 3);
    // the line, word by word (the eyebrow above the name on the closing card)
    ctx.font = close ? '600 30px Inter' : '400 44px Inter';
    ctx.letterSpacing = close ? '9px' : '0px';
    const words = (close ? v.line.toUpperCase() : v.line).split(' ');
    const space = ctx.measureText(' ').width + (close ? 9 : 0);
    const ww = words.map((w) => ctx.measureText(w).width);
    const lineW = ww.reduce((a, b) => a + b, 0) + space * (words.length - 1);
    let lx = W / 2 - lineW / 2;
    const ly = close ? base - size - 40 : base + 130;
    words.forEach((w, k) => {
      const a = easeOut((t - (close ? 0.05 : 1.2) - k * 0.08) / 0.4);
      ctx.fillStyle = `rgba(${close ? '180,168,255' : '217,214,228'},${a})`;
      ctx.fillText(w, lx, ly + (1 - a) * 16);
      lx += ww[k] + space;
    });
    ctx.letterSpacing = '0px';
  };
  return {
    scene,
    camera,
    depthRange: [1, 40],
    look: {
      exposure: 1,
      dof: false,
      bloom: { strength: 0.18, radius: 0.4, threshold: 0.92 },
      vignette: 0.3,
      grain: 0.03,
      lift: [0.004, 0.002, 0.012],
    },
    update(t) {
      card.redraw(draw(t));
      // a slow drift toward the type, so the card breathes
      camera.position.set(lerp(-0.12, 0.12, t / 4), lerp(0.05, -0.03, t / 4), lerp(19.6, 18.8, ease(t / 4)));
      camera.lookAt(0, 0, 0);
      return 19;
    },
  };
}

export const scenes = { emberfall, presenter, titlecard };
