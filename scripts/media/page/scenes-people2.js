// More scenes with people at work: the Kite Finance social series and the film-production showcase.
// Same builder shape as scenes.js: (stage, variant, { width, height }) => { scene, camera, look, update(t, p) }.
// Films rendered frame by frame: update(t) picks the shot for time t (each film cuts between shots).
import * as THREE from 'three';
import { RoundedBoxGeometry } from 'three/addons/geometries/RoundedBoxGeometry.js';
import { color, rng, makeNoise } from './stage.js';
import { camera35, softSpot, addAll, shadowed } from './scenes.js';
import { shotAt, canvasTexture, person, posePerson } from './scenes-people.js';
import { v3, lerp, clamp01, ease, easeOut } from './motion.js';

const M = (c, rough = 0.7, extra = {}) => new THREE.MeshPhysicalMaterial({ color: color(c), roughness: rough, ...extra });

/**
 * A flat overlay fixed to the lens (captions, graphics, a logo): a transparent canvas on a plane that
 * fills the frame at distance d in front of the camera. Drawn last, over the picture, not tone mapped.
 */
export function overlay(camera, width, height) {
  const hud = canvasTexture(width, height, () => {});
  const plane = new THREE.Mesh(
    new THREE.PlaneGeometry(1, 1),
    new THREE.MeshBasicMaterial({ map: hud.tex, transparent: true, toneMapped: false, depthTest: false, depthWrite: false }),
  );
  plane.renderOrder = 10;
  plane.frustumCulled = false;
  camera.add(plane);
  const place = (d = 1) => {
    const h = 2 * d * Math.tan(THREE.MathUtils.degToRad(camera.getEffectiveFOV() / 2));
    plane.position.set(0, 0, -d);
    plane.scale.set(h * camera.aspect, h, 1);
  };
  return { ...hud, place };
}

/** The Kite Finance mark (a kite with its cross struts) and its two-weight wordmark, drawn at (x, y) with cap height s. */
function kiteMark(ctx, x, y, s, { ink = '#ffffff', cross = '#1d1a2e', word = true } = {}) {
  const k = s / 56;
  ctx.save();
  ctx.translate(x, y);
  ctx.scale(k, k);
  ctx.fillStyle = ink;
  ctx.beginPath();
  ctx.moveTo(20, 2);
  ctx.lineTo(38, 22);
  ctx.lineTo(20, 54);
  ctx.lineTo(2, 22);
  ctx.closePath();
  ctx.fill();
  ctx.strokeStyle = cross;
  ctx.lineWidth = 3;
  ctx.beginPath();
  ctx.moveTo(2, 22);
  ctx.lineTo(38, 22);
  ctx.moveTo(20, 2);
  ctx.lineTo(20, 54);
  ctx.stroke();
  if (word) {
    ctx.fillStyle = ink;
    ctx.textBaseline = 'alphabetic';
    ctx.textAlign = 'left';
    ctx.font = '750 56px Inter';
    ctx.fillText('Kite', 52, 48);
    const kw = ctx.measureText('Kite ').width;
    ctx.font = '300 56px Inter';
    ctx.fillText('Finance', 52 + kw, 48);
  }
  ctx.restore();
}

/** Words written on one by one: each pops up from below with an overshoot; `hi` marks words in the accent colour. */
function kinetic(ctx, lines, { x, y, size, lead, at, per = 0.11, hi = [], accent = '#ffcf4a', box = true }) {
  ctx.font = `800 ${size}px Inter`;
  ctx.textBaseline = 'alphabetic';
  ctx.textAlign = 'left';
  let k = 0;
  lines.forEach((line, li) => {
    const words = line.split(' ');
    const widths = words.map((w) => ctx.measureText(w).width);
    const space = ctx.measureText(' ').width;
    const total = widths.reduce((a, b) => a + b, 0) + space * (words.length - 1);
    let cx = x - total / 2;
    const cy = y + li * lead;
    words.forEach((w, wi) => {
      const u = clamp01((at - k * per) / 0.22);
      k++;
      if (u > 0) {
        const pop = u < 1 ? 1 + Math.sin(u * Math.PI) * 0.1 : 1;
        const rise = (1 - easeOut(u)) * size * 0.5;
        const isHi = hi.includes(w.replace(/[?.,!]/g, ''));
        ctx.save();
        ctx.globalAlpha = clamp01(u * 2);
        ctx.translate(cx + widths[wi] / 2, cy + rise);
        ctx.scale(pop, pop);
        if (box && isHi) {
          ctx.fillStyle = accent;
          ctx.beginPath();
          ctx.roundRect(-widths[wi] / 2 - 10, -size * 0.82, widths[wi] + 20, size * 1.05, 10);
          ctx.fill();
        }
        ctx.lineJoin = 'round';
        ctx.lineWidth = size * 0.16;
        ctx.strokeStyle = 'rgba(20,14,30,0.85)';
        if (!isHi) ctx.strokeText(w, -widths[wi] / 2, 0);
        ctx.fillStyle = isHi ? '#1d1a2e' : '#ffffff';
        ctx.fillText(w, -widths[wi] / 2, 0);
        ctx.restore();
      }
      cx += widths[wi] + space;
    });
  });
}

// ---------------------------------------------------------------------------------------------
// moneyExplained: Kite Finance's vertical series. A presenter in a warm, lived-in set answers a
// customer's question; the question writes on as captions, a savings chart builds on screen and the
// episode closes on the series title and the Kite Finance mark. Three shots cut on the beat.
function moneyExplained(stage, variant, { width, height }) {
  const scene = new THREE.Scene();
  scene.environment = stage.studioEnv;
  scene.environmentIntensity = 0.28;
  scene.background = color('#2a1812');
  const camera = camera35(width, height, 35);
  scene.add(camera);

  // the room: a warm plaster wall, an oak floor, a window with the late sun coming in from the left
  const floor = new THREE.Mesh(new THREE.PlaneGeometry(14, 14), M('#9a6a42', 0.45, { clearcoat: 0.3 }));
  floor.rotation.x = -Math.PI / 2;
  floor.receiveShadow = true;
  const wallM = M('#b9b08a', 0.92);
  const back = new THREE.Mesh(new THREE.PlaneGeometry(14, 6), wallM);
  back.position.set(0, 3, -2.6);
  back.receiveShadow = true;
  scene.add(floor, back);
  // the left wall in pieces around the window opening, so the sun comes in only through the window
  for (const [y, z, h, w] of [
    [0.4, -0.6, 0.8, 2.7],
    [4.45, -0.6, 3.1, 2.7],
    [3, -3.6, 6, 3.3],
    [3, 3.35, 6, 5.3],
  ]) {
    const piece = shadowed(new THREE.Mesh(new THREE.BoxGeometry(0.1, h, w), wallM));
    piece.position.set(-3.25, y, z);
    scene.add(piece);
  }
  // the window: a bright opening on the left wall with mullions that throw shadows across the room
  const sky = new THREE.Mesh(new THREE.PlaneGeometry(2.6, 2.1), new THREE.MeshBasicMaterial({ color: new THREE.Color(1.6, 1.05, 0.62) }));
  sky.rotation.y = Math.PI / 2;
  sky.position.set(-3.19, 1.85, -0.6);
  scene.add(sky);
  const frameM = M('#f1e6d6', 0.6);
  for (const [y, z, h, w] of [
    [1.85, -1.9, 2.2, 0.08],
    [1.85, -0.6, 2.2, 0.06],
    [1.85, 0.7, 2.2, 0.08],
  ]) {
    const m = shadowed(new THREE.Mesh(new THREE.BoxGeometry(0.1, h, w), frameM));
    m.position.set(-3.15, y, z);
    scene.add(m);
  }
  for (const y of [0.8, 1.85, 2.9]) {
    const m = shadowed(new THREE.Mesh(new THREE.BoxGeometry(0.1, 0.06, 2.7), frameM));
    m.position.set(-3.15, y, -0.6);
    scene.add(m);
  }
  // a low sideboard with books, a ceramic vase and a plant; a floor lamp glowing on the right
  const board = shadowed(new THREE.Mesh(new RoundedBoxGeometry(2.4, 0.7, 0.5, 3, 0.03), M('#5a3526', 0.5, { clearcoat: 0.4 })));
  board.position.set(0.9, 0.35, -2.3);
  scene.add(board);
  const r = rng(8);
  const bookCols = ['#2f5d62', '#c8643c', '#e8d6b0', '#3a3050', '#b8893a', '#7a2e2e'];
  let bx = 0.05;
  for (let i = 0; i < 9; i++) {
    const h = 0.22 + r() * 0.1;
    const w = 0.04 + r() * 0.03;
    const b = shadowed(new THREE.Mesh(new THREE.BoxGeometry(w, h, 0.2), M(bookCols[i % bookCols.length], 0.8)));
    b.position.set(bx, 0.7 + h / 2, -2.3);
    b.rotation.z = i === 8 ? -0.3 : 0;
    bx += w + 0.005;
    scene.add(b);
  }
  const vase = shadowed(
    new THREE.Mesh(
      new THREE.LatheGeometry(
        [
          [0, 0],
          [0.1, 0],
          [0.13, 0.12],
          [0.08, 0.3],
          [0.06, 0.34],
        ].map(([a, b]) => new THREE.Vector2(a, b)),
        24,
      ),
      M('#efe4d2', 0.3, { clearcoat: 0.8 }),
    ),
  );
  vase.position.set(1.5, 0.7, -2.3);
  scene.add(vase);
  const leafM = M('#3f6b3a', 0.6, { sheen: 0.5, sheenColor: color('#a8d890') });
  const plant = new THREE.Group();
  const pot = shadowed(new THREE.Mesh(new THREE.CylinderGeometry(0.2, 0.16, 0.4, 20), M('#c8643c', 0.7)));
  pot.position.y = 0.2;
  plant.add(pot);
  for (let i = 0; i < 5; i++) {
    const stem = new THREE.Mesh(new THREE.CylinderGeometry(0.01, 0.014, 1.1, 5), leafM);
    stem.position.set((i - 2) * 0.04, 0.9, 0);
    stem.rotation.z = (i - 2) * 0.12;
    plant.add(stem);
  }
  for (let i = 0; i < 14; i++) {
    const leaf = shadowed(new THREE.Mesh(new THREE.SphereGeometry(0.16, 10, 8), leafM));
    const a = r() * Math.PI * 2;
    const h = 0.5 + r() * 1.0;
    leaf.scale.set(0.5, 1.3, 0.18);
    leaf.position.set(Math.cos(a) * 0.22 * (h / 1.2), 0.3 + h, Math.sin(a) * 0.22);
    leaf.rotation.set(r() - 0.5, a, Math.cos(a) * 0.6);
    plant.add(leaf);
  }
  plant.position.set(-2.2, 0, -1.9);
  scene.add(plant);
  const lamp = new THREE.Group();
  const poleL = shadowed(new THREE.Mesh(new THREE.CylinderGeometry(0.015, 0.015, 1.5, 8), M('#2a2420', 0.3, { metalness: 1 })));
  poleL.position.y = 0.75;
  const shade = new THREE.Mesh(
    new THREE.CylinderGeometry(0.16, 0.24, 0.3, 24, 1, true),
    new THREE.MeshStandardMaterial({ color: color('#f4dcb0'), emissive: color('#ffb060'), emissiveIntensity: 1.6, side: THREE.DoubleSide }),
  );
  shade.position.y = 1.6;
  lamp.add(poleL, shade);
  lamp.position.set(2.4, 0, -1.9);
  const bulb = new THREE.PointLight(color('#ffb070'), 3.5, 5, 2);
  bulb.position.set(2.4, 1.55, -1.9);
  scene.add(lamp, bulb);
  // a framed print on the wall: a kite over hills, the brand's own art
  const print = canvasTexture(300, 400, (ctx, w, h) => {
    ctx.fillStyle = '#f3e7d3';
    ctx.fillRect(0, 0, w, h);
    ctx.fillStyle = '#e9b27a';
    ctx.beginPath();
    ctx.arc(w * 0.62, h * 0.38, 60, 0, Math.PI * 2);
    ctx.fill();
    ctx.fillStyle = '#2f5d62';
    ctx.beginPath();
    ctx.moveTo(0, h * 0.75);
    ctx.quadraticCurveTo(w * 0.35, h * 0.55, w * 0.7, h * 0.72);
    ctx.quadraticCurveTo(w * 0.9, h * 0.8, w, h * 0.7);
    ctx.lineTo(w, h);
    ctx.lineTo(0, h);
    ctx.fill();
    kiteMark(ctx, w * 0.22, h * 0.14, 80, { ink: '#c8643c', cross: '#f3e7d3', word: false });
  });
  const frameP = shadowed(new THREE.Mesh(new THREE.BoxGeometry(0.8, 1.05, 0.04), M('#2a1c14', 0.4)));
  const art = new THREE.Mesh(new THREE.PlaneGeometry(0.7, 0.95), new THREE.MeshStandardMaterial({ map: print.tex, roughness: 0.8 }));
  art.position.z = 0.021;
  frameP.add(art);
  frameP.position.set(0.9, 1.75, -2.57);
  scene.add(frameP);

  // the presenter: a warm rust knit, long dark hair, round glasses
  const host = person({ skin: '#b97a56', hair: '#1e1410', top: '#b8542e', style: 'crew', trousers: '#2d2a34', hairStyle: 'long' });
  const glassesM = M('#1a1412', 0.3, { metalness: 0.5 });
  for (const s of [-1, 1]) {
    const rim = new THREE.Mesh(new THREE.TorusGeometry(0.022, 0.0035, 8, 24), glassesM);
    rim.position.set(s * 0.034, 0.014, 0.098);
    host.head.add(rim);
  }
  const bridge = new THREE.Mesh(new THREE.BoxGeometry(0.024, 0.004, 0.004), glassesM);
  bridge.position.set(0, 0.018, 0.1);
  host.head.add(bridge);
  // a stylised figure: a slightly larger head than life, like an illustrated host
  host.head.scale.setScalar(1.18);
  host.group.position.set(-0.2, 0, 0);
  scene.add(host.group);

  // light: the sun through the window (warm, hard-ish, casting the mullions), a soft key from the
  // camera's right, a cool bounce from the room, and the env light
  const sun = new THREE.DirectionalLight(color('#ffb878'), 3.2);
  sun.position.set(-7, 4.5, 2.5);
  sun.target.position.set(0, 1, -2.6);
  sun.castShadow = true;
  sun.shadow.mapSize.set(1024, 1024);
  Object.assign(sun.shadow.camera, { left: -5, right: 5, top: 5, bottom: -5, near: 1, far: 24 });
  sun.shadow.radius = 3;
  sun.shadow.bias = -0.0005;
  const key = softSpot(color('#ffe8d2'), 45, v3(2.6, 2.8, 3.2), v3(-0.2, 1.4, 0), { angle: 0.45, shadow: false });
  const bounce = new THREE.HemisphereLight(color('#ffd8b8'), color('#4a2a20'), 0.5);
  addAll(scene, sun, key, bounce);

  // the on-screen graphics
  const hud = overlay(camera, width, height);
  const months = ['J', 'F', 'M', 'A', 'M', 'J', 'J', 'A', 'S', 'O', 'N', 'D'];
  const drawHud = (t, shot, u) => (ctx, w, h) => {
    ctx.clearRect(0, 0, w, h);
    // series tag, top left
    ctx.save();
    ctx.globalAlpha = clamp01(t * 3);
    ctx.fillStyle = 'rgba(29,26,46,0.72)';
    ctx.beginPath();
    ctx.roundRect(36, 56, 404, 64, 32);
    ctx.fill();
    kiteMark(ctx, 56, 68, 40, { ink: '#ffcf4a', cross: '#1d1a2e', word: false });
    ctx.fillStyle = '#ffffff';
    ctx.font = '700 26px Inter';
    ctx.textBaseline = 'middle';
    ctx.fillText('MONEY, EXPLAINED', 108, 89);
    ctx.restore();
    if (shot === 0) {
      kinetic(ctx, ['How much should', 'I save each month?'], { x: w / 2, y: 900, size: 62, lead: 78, at: t - 0.25, hi: ['save'] });
    } else if (shot === 1) {
      kinetic(ctx, ['Pick an amount', 'you won’t miss.'], { x: w / 2, y: 1060, size: 58, lead: 72, at: u * 2.2 - 0.05, hi: ['miss'] });
      // the savings chart: a card that slides up, twelve months of bars growing, a running total
      const k = easeOut(u * 3);
      const cw = 384;
      const ch = 360;
      const cx = lerp(-cw - 20, 36, k);
      const cy = 150;
      ctx.save();
      ctx.globalAlpha = clamp01(u * 4);
      ctx.fillStyle = 'rgba(253,248,240,0.95)';
      ctx.beginPath();
      ctx.roundRect(cx, cy, cw, ch, 26);
      ctx.fill();
      ctx.fillStyle = '#1d1a2e';
      ctx.font = '600 22px Inter';
      ctx.textBaseline = 'alphabetic';
      ctx.fillText('Saving £100 a month', cx + 28, cy + 48);
      const grow = clamp01((u - 0.12) / 0.7);
      const filled = grow * 12;
      const total = Math.round(Math.min(12, Math.floor(filled + 0.001)) * 100);
      ctx.font = '800 50px Inter';
      ctx.fillStyle = '#c8543a';
      ctx.fillText(`£${total.toLocaleString('en-GB')}`, cx + 28, cy + 106);
      const x0 = cx + 22;
      const base = cy + ch - 52;
      const bw = (cw - 44) / 12;
      const barH = (i) => 14 + (i + 1) * 11;
      const pts = [];
      for (let i = 0; i < 12; i++) {
        const f = clamp01(filled - i);
        const hh = barH(i) * easeOut(f);
        ctx.fillStyle = i < filled - 1 ? '#2f5d62' : '#ffb04a';
        ctx.beginPath();
        ctx.roundRect(x0 + i * bw + 3, base - hh, bw - 6, Math.max(hh, 0.01), 5);
        ctx.fill();
        if (f > 0) pts.push([x0 + i * bw + bw / 2, base - 12 - lerp(i ? barH(i - 1) : 0, barH(i), easeOut(f))]);
        ctx.fillStyle = 'rgba(29,26,46,0.55)';
        ctx.font = '600 16px Inter';
        ctx.textAlign = 'center';
        ctx.fillText(months[i], x0 + i * bw + bw / 2, base + 28);
        ctx.textAlign = 'left';
      }
      if (pts.length > 1) {
        ctx.strokeStyle = '#c8543a';
        ctx.lineWidth = 3.5;
        ctx.lineJoin = 'round';
        ctx.beginPath();
        pts.forEach(([px, py], i) => (i ? ctx.lineTo(px, py) : ctx.moveTo(px, py)));
        ctx.stroke();
        const [ex, ey] = pts[pts.length - 1];
        ctx.fillStyle = '#c8543a';
        ctx.beginPath();
        ctx.arc(ex, ey, 7, 0, Math.PI * 2);
        ctx.fill();
      }
      ctx.restore();
    } else {
      kinetic(ctx, ['Then make it', 'automatic on payday.'], { x: w / 2, y: 800, size: 56, lead: 70, at: u * 2 - 0.05, hi: ['automatic'] });
      // the end card: the series title and the Kite Finance mark rise in the lower third
      const k = easeOut((u - 0.35) / 0.4);
      if (k > 0) {
        ctx.save();
        ctx.globalAlpha = k;
        const y = lerp(1080, 1000, k);
        ctx.fillStyle = 'rgba(29,26,46,0.86)';
        ctx.beginPath();
        ctx.roundRect(48, y, w - 96, 190, 28);
        ctx.fill();
        kiteMark(ctx, 92, y + 34, 52, { ink: '#ffffff', cross: '#1d1a2e' });
        ctx.fillStyle = '#ffcf4a';
        ctx.font = '600 26px Inter';
        ctx.textBaseline = 'alphabetic';
        ctx.fillText('Money, Explained  ·  new every week', 92, y + 146);
        ctx.restore();
      }
    }
  };

  const look = {
    exposure: 0.95,
    dof: false,
    bloom: { strength: 0.22, radius: 0.6, threshold: 1.05 },
    lift: [0.03, 0.012, 0.0],
    gain: [1.06, 0.99, 0.9],
    vignette: 0.32,
    grain: 0.03,
  };
  const cuts = [{ until: 2.4 }, { until: 4.5 }, { until: 6.5 }];
  const noise = makeNoise(31);
  const update = (t) => {
    const { i, u } = shotAt(t, cuts);
    const hx = noise(t * 0.5, 0.2, 0.4) * 0.025;
    const hy = noise(0.6, t * 0.5, 0.1) * 0.015;
    posePerson(host, t, { gesture: 'talk', yaw: i === 1 ? 0.3 : i === 2 ? -0.15 : 0.05, nod: i === 1 ? -0.08 : 0, seed: 5 });
    if (i === 0) {
      // medium-wide to medium: a push in toward the presenter from across the room
      camera.setFocalLength(35);
      camera.position.set(lerp(0.75, 0.3, ease(u)) + hx, lerp(1.5, 1.55, u) + hy, lerp(4.1, 2.9, ease(u)));
      camera.lookAt(-0.15, 1.35, 0);
    } else if (i === 1) {
      // waist-up from the window side, the graphic above her: she turns to it as it builds, the camera arcs
      // (framed so her head and shoulders sit upper right, beside the chart card)
      const a = lerp(-0.5, -0.3, ease(u));
      camera.setFocalLength(35);
      camera.position.set(-0.2 + Math.sin(a) * 2.85 + hx, 1.5 + hy, Math.cos(a) * 2.85);
      const side = v3(Math.cos(a), 0, -Math.sin(a));
      camera.lookAt(v3(-0.2, 1.3, 0).addScaledVector(side, -0.24));
    } else {
      // from the lamp side, a lateral move as the series card lands
      camera.setFocalLength(35);
      camera.position.set(lerp(1.5, 0.9, ease(u)) + hx, 1.5 + hy, lerp(3.3, 3.0, u));
      camera.lookAt(-0.2, 1.42, 0);
    }
    hud.place(1);
    hud.redraw(drawHud(t, i, u));
    return camera.position.distanceTo(v3(-0.2, 1.6, 0));
  };
  return { scene, camera, look, depthRange: [0.3, 30], update };
}

export const scenes = { moneyExplained };
