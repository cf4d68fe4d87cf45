// Scenes for work about screens and interfaces (product lessons, social content in volume). Same builder
// shape as scenes.js: (stage, variant, { width, height }) => { scene, camera, look, update(t, p) }.
// Films rendered frame by frame: the interfaces are drawn each frame on 2D canvases in the site's
// typefaces (loaded by scenes-people.js) and shown as CanvasTextures on panels floating in 3D.
import * as THREE from 'three';
import { RoundedBoxGeometry } from 'three/addons/geometries/RoundedBoxGeometry.js';
import { rng } from './stage.js';
import { camera35, skyDome } from './scenes.js';
import { canvasTexture, glowSprite } from './scenes-people.js';
import { v3, lerp, clamp01, ease, easeOut } from './motion.js';

const easeInOut = (x) => {
  const u = clamp01(x);
  return u < 0.5 ? 4 * u * u * u : 1 - (-2 * u + 2) ** 3 / 2;
};
const SANS = 'Inter, "Helvetica Neue", Arial, sans-serif';
const SERIF = '"Instrument Serif", Georgia, serif';

/** Position along keyframes [{ t, pos, look }]: eased glides between keys, so the camera moves like a motion-design camera. */
function keyed(keys, t) {
  if (t <= keys[0].t) return { pos: keys[0].pos.clone(), look: keys[0].look.clone() };
  for (let i = 0; i < keys.length - 1; i++) {
    const a = keys[i];
    const b = keys[i + 1];
    if (t <= b.t) {
      const u = (b.ease ?? easeInOut)((t - a.t) / (b.t - a.t));
      return { pos: a.pos.clone().lerp(b.pos, u), look: a.look.clone().lerp(b.look, u) };
    }
  }
  const last = keys[keys.length - 1];
  return { pos: last.pos.clone(), look: last.look.clone() };
}

/** The pointer, drawn on the interface: an arrow with a soft shadow, pressed (smaller) while clicking. */
function drawCursor(ctx, x, y, { press = 0, scale = 1 } = {}) {
  ctx.save();
  ctx.translate(x, y);
  ctx.scale(scale * (1 - 0.12 * press), scale * (1 - 0.12 * press));
  ctx.shadowColor = 'rgba(0,0,0,0.45)';
  ctx.shadowBlur = 10;
  ctx.shadowOffsetY = 4;
  ctx.beginPath();
  ctx.moveTo(0, 0);
  ctx.lineTo(0, 34);
  ctx.lineTo(8, 26);
  ctx.lineTo(14, 40);
  ctx.lineTo(20, 37);
  ctx.lineTo(14, 24);
  ctx.lineTo(25, 24);
  ctx.closePath();
  ctx.fillStyle = '#ffffff';
  ctx.fill();
  ctx.shadowColor = 'transparent';
  ctx.lineWidth = 2;
  ctx.strokeStyle = '#10131c';
  ctx.stroke();
  ctx.restore();
}

/** A click's ripple: a ring widening and fading from the point clicked. */
function drawRipple(ctx, x, y, u, col = '110,150,255') {
  if (u <= 0 || u >= 1) return;
  ctx.save();
  ctx.strokeStyle = `rgba(${col},${(1 - u) * 0.9})`;
  ctx.lineWidth = 4;
  ctx.beginPath();
  ctx.arc(x, y, 8 + u * 46, 0, Math.PI * 2);
  ctx.stroke();
  ctx.restore();
}

function rr(ctx, x, y, w, h, r, fill, stroke, lw = 2) {
  ctx.beginPath();
  ctx.roundRect(x, y, w, h, r);
  if (fill) {
    ctx.fillStyle = fill;
    ctx.fill();
  }
  if (stroke) {
    ctx.lineWidth = lw;
    ctx.strokeStyle = stroke;
    ctx.stroke();
  }
}

function text(ctx, s, x, y, font, fill, align = 'left') {
  ctx.font = font;
  ctx.fillStyle = fill;
  ctx.textAlign = align;
  ctx.fillText(s, x, y);
  ctx.textAlign = 'left';
}

function check(ctx, x, y, r, u, col = '#38d39f') {
  ctx.save();
  ctx.fillStyle = col;
  ctx.beginPath();
  ctx.arc(x, y, r * easeOut(u * 1.6), 0, Math.PI * 2);
  ctx.fill();
  const k = clamp01(u * 1.6 - 0.5);
  if (k > 0) {
    ctx.strokeStyle = '#0d1a14';
    ctx.lineWidth = r * 0.26;
    ctx.lineCap = 'round';
    ctx.lineJoin = 'round';
    ctx.beginPath();
    const p = [
      [x - r * 0.42, y + r * 0.02],
      [x - r * 0.1, y + r * 0.34],
      [x + r * 0.45, y - r * 0.3],
    ];
    ctx.moveTo(...p[0]);
    const seg1 = clamp01(k * 2);
    ctx.lineTo(lerp(p[0][0], p[1][0], seg1), lerp(p[0][1], p[1][1], seg1));
    if (k > 0.5) {
      const seg2 = clamp01((k - 0.5) * 2);
      ctx.lineTo(lerp(p[1][0], p[2][0], seg2), lerp(p[1][1], p[2][1], seg2));
    }
    ctx.stroke();
  }
  ctx.restore();
}

// ---------------------------------------------------------------------------------------------
// shipit: "Ship It" for Lattice Software, an onboarding lesson. The fictional Lattice product's
// screens float in a graded blue space; the camera glides from the sign-up screen along a glowing
// thread to the pipeline view and on to the "Released" moment while a pointer fills in the form,
// watches the stages pass and presses Release. The lesson's chapter title opens the film.
const L = {
  bg: '#0f1320',
  panel: '#161b2b',
  panel2: '#1d2336',
  line: '#2a3149',
  text: '#eef1f8',
  muted: '#8e97b3',
  blue: '#5b8cff',
  blueDeep: '#3d63e0',
  green: '#38d39f',
  amber: '#ffb45c',
};

function latticeMark(ctx, x, y, s, col = L.blue) {
  // the fictional Lattice mark: a 3x3 lattice of nodes joined on the diagonal
  ctx.save();
  ctx.strokeStyle = col;
  ctx.fillStyle = col;
  ctx.lineWidth = s * 0.09;
  const step = s * 0.36;
  ctx.beginPath();
  ctx.moveTo(x - step, y + step);
  ctx.lineTo(x + step, y - step);
  ctx.moveTo(x - step, y);
  ctx.lineTo(x, y - step);
  ctx.moveTo(x, y + step);
  ctx.lineTo(x + step, y);
  ctx.stroke();
  for (let i = -1; i <= 1; i++)
    for (let j = -1; j <= 1; j++) {
      ctx.beginPath();
      ctx.arc(x + i * step, y + j * step, s * (i === -j ? 0.1 : 0.065), 0, Math.PI * 2);
      ctx.fill();
    }
  ctx.restore();
}

const W = 1280;
const H = 800;

function signUpScreen(ctx, t) {
  // t: seconds since the film started
  ctx.fillStyle = L.bg;
  ctx.fillRect(0, 0, W, H);
  // left: the brand side
  const g = ctx.createLinearGradient(0, 0, 520, H);
  g.addColorStop(0, '#3552d8');
  g.addColorStop(1, '#1a1f5e');
  ctx.fillStyle = g;
  ctx.fillRect(0, 0, 500, H);
  for (let i = 0; i < 9; i++)
    for (let j = 0; j < 13; j++) {
      ctx.fillStyle = `rgba(255,255,255,${0.05 + 0.05 * ((i + j) % 3 === 0)})`;
      ctx.beginPath();
      ctx.arc(40 + i * 56, 40 + j * 60, 3, 0, Math.PI * 2);
      ctx.fill();
    }
  latticeMark(ctx, 80, 88, 56, '#ffffff');
  text(ctx, 'Lattice', 122, 101, `600 38px ${SANS}`, '#ffffff');
  text(ctx, 'From first commit', 60, 560, `italic 56px ${SERIF}`, '#ffffff');
  text(ctx, 'to first release.', 60, 622, `italic 56px ${SERIF}`, '#ffffff');
  text(ctx, 'Pipelines your whole team can read.', 60, 676, `400 22px ${SANS}`, 'rgba(255,255,255,0.72)');
  // right: the form
  const x0 = 600;
  text(ctx, 'STEP 1 OF 3', x0, 120, `600 18px ${SANS}`, L.blue);
  text(ctx, 'Create your workspace', x0, 172, `600 44px ${SANS}`, L.text);
  text(ctx, 'Start free. No card needed.', x0, 214, `400 22px ${SANS}`, L.muted);
  const email = 'maya@northwind.dev';
  const ws = 'Northwind';
  const typed = (s, t0, rate) => s.slice(0, Math.max(0, Math.min(s.length, Math.floor((t - t0) * rate))));
  const emailNow = typed(email, 0.7, 26);
  const wsNow = typed(ws, 1.55, 22);
  const field = (label, y, value, active) => {
    text(ctx, label, x0, y, `500 20px ${SANS}`, L.muted);
    rr(ctx, x0, y + 14, 600, 64, 12, L.panel, active ? L.blue : L.line, active ? 3 : 2);
    text(ctx, value, x0 + 22, y + 57, `400 26px ${SANS}`, L.text);
    if (active && Math.floor(t * 3) % 2 === 0) {
      ctx.font = `400 26px ${SANS}`;
      ctx.fillStyle = L.blue;
      ctx.fillRect(x0 + 24 + ctx.measureText(value).width, y + 32, 2.5, 30);
    }
  };
  field('Work email', 290, emailNow, t < 1.45);
  field('Workspace name', 420, wsNow, t >= 1.45 && t < 2.05);
  // checkbox
  rr(ctx, x0, 540, 28, 28, 6, L.blue);
  ctx.strokeStyle = '#fff';
  ctx.lineWidth = 3.5;
  ctx.beginPath();
  ctx.moveTo(x0 + 7, 555);
  ctx.lineTo(x0 + 12, 561);
  ctx.lineTo(x0 + 22, 548);
  ctx.stroke();
  text(ctx, 'Send me the six getting-started lessons', x0 + 44, 562, `400 20px ${SANS}`, L.muted);
  // the button: hover, press, then working and done
  const click = 2.45;
  const hover = ease((t - 2.15) / 0.2);
  const press = t > click && t < click + 0.14 ? 1 : 0;
  const done = t > click + 0.2;
  const bx = x0;
  const by = 610;
  const bw = 600;
  const bh = 72;
  ctx.save();
  ctx.translate(bx + bw / 2, by + bh / 2);
  ctx.scale(1 - press * 0.03, 1 - press * 0.03);
  rr(ctx, -bw / 2, -bh / 2, bw, bh, 14, done ? L.green : hover > 0 ? '#6d99ff' : L.blue);
  if (done) {
    check(ctx, -150, 0, 16, clamp01((t - click - 0.2) / 0.4), '#ffffff');
    text(ctx, 'Workspace ready', 14, 10, `600 26px ${SANS}`, '#0d1a14', 'center');
  } else text(ctx, 'Create workspace  \u2192', 0, 10, `600 26px ${SANS}`, '#ffffff', 'center');
  ctx.restore();
  drawRipple(ctx, bx + 420, by + 40, (t - click) / 0.5);
  // the pointer: from the email field down to the button
  const path = [
    [0.0, 1060, 760],
    [0.6, 1000, 350],
    [1.4, 1000, 350],
    [1.55, 980, 480],
    [2.1, 980, 480],
    [2.4, 1020, 650],
    [3.2, 1020, 650],
  ];
  let cx = path[0][1];
  let cy = path[0][2];
  for (let i = 0; i < path.length - 1; i++) {
    const [ta, xa, ya] = path[i];
    const [tb, xb, yb] = path[i + 1];
    if (t >= ta && t <= tb) {
      const u = easeInOut((t - ta) / (tb - ta));
      cx = lerp(xa, xb, u);
      cy = lerp(ya, yb, u);
    } else if (t > tb) {
      cx = xb;
      cy = yb;
    }
  }
  drawCursor(ctx, cx, cy, { press });
}

const stages = [
  { name: 'Build', detail: 'Compiled in 41 s', start: 3.0, end: 3.45 },
  { name: 'Test', detail: '218 checks passed', start: 3.3, end: 3.9 },
  { name: 'Review', detail: 'Approved by Dev', start: 3.75, end: 4.25 },
  { name: 'Production', detail: 'Waiting for you', start: 99, end: 99 },
];

function pipelineScreen(ctx, t) {
  ctx.fillStyle = L.bg;
  ctx.fillRect(0, 0, W, H);
  // top bar
  ctx.fillStyle = L.panel;
  ctx.fillRect(0, 0, W, 76);
  latticeMark(ctx, 44, 38, 34);
  text(ctx, 'Northwind', 80, 47, `600 24px ${SANS}`, L.text);
  text(ctx, '/  web-app  /  Pipelines', 206, 47, `400 22px ${SANS}`, L.muted);
  ctx.fillStyle = '#e8a06a';
  ctx.beginPath();
  ctx.arc(W - 46, 38, 20, 0, Math.PI * 2);
  ctx.fill();
  text(ctx, 'M', W - 46, 46, `600 20px ${SANS}`, '#2a1606', 'center');
  // sidebar
  ctx.fillStyle = '#121727';
  ctx.fillRect(0, 76, 230, H - 76);
  ['Overview', 'Pipelines', 'Releases', 'Environments', 'Team', 'Settings'].forEach((item, k) => {
    const y = 140 + k * 58;
    if (k === 1) rr(ctx, 14, y - 34, 202, 48, 10, 'rgba(91,140,255,0.16)');
    text(ctx, item, 36, y, `${k === 1 ? 600 : 400} 22px ${SANS}`, k === 1 ? L.text : L.muted);
  });
  // heading
  const x0 = 272;
  text(ctx, 'Release v1.0', x0, 150, `600 40px ${SANS}`, L.text);
  rr(ctx, x0 + 262, 116, 190, 40, 20, L.panel2, L.line);
  text(ctx, 'main \u00b7 3f9c2a1', x0 + 282, 143, `500 19px ${SANS}`, L.muted);
  // the stages, joined by a line that fills as each passes
  const cw = 214;
  const gap = 28;
  const y0 = 206;
  stages.forEach((s, k) => {
    const x = x0 + k * (cw + gap);
    const run = clamp01((t - s.start) / (s.end - s.start));
    const passed = t >= s.end;
    const running = t >= s.start && !passed;
    const ready = k === 3 && t >= stages[2].end;
    rr(
      ctx,
      x,
      y0,
      cw,
      200,
      16,
      L.panel,
      passed ? 'rgba(56,211,159,0.7)' : running || ready ? L.blue : L.line,
      passed || running || ready ? 3 : 2,
    );
    text(ctx, `0${k + 1}`, x + 22, y0 + 44, `600 18px ${SANS}`, L.muted);
    text(ctx, s.name, x + 22, y0 + 92, `600 30px ${SANS}`, L.text);
    if (passed) {
      check(ctx, x + cw - 40, y0 + 38, 18, clamp01((t - s.end) / 0.35));
      text(ctx, s.detail, x + 22, y0 + 170, `400 19px ${SANS}`, L.green);
    } else if (running) {
      rr(ctx, x + 22, y0 + 140, cw - 44, 10, 5, L.line);
      rr(ctx, x + 22, y0 + 140, (cw - 44) * Math.max(0.04, run), 10, 5, L.blue);
      text(ctx, 'Running\u2026', x + 22, y0 + 182, `400 19px ${SANS}`, L.blue);
    } else if (ready) text(ctx, s.detail, x + 22, y0 + 170, `500 19px ${SANS}`, L.amber);
    else text(ctx, 'Queued', x + 22, y0 + 170, `400 19px ${SANS}`, L.muted);
    if (k < 3) {
      ctx.fillStyle = passed ? L.green : L.line;
      ctx.fillRect(x + cw, y0 + 98, gap, 4);
    }
  });
  // the checks' log
  const log = [
    ['Install dependencies', 3.1],
    ['Unit tests', 3.45],
    ['Browser tests', 3.7],
    ['Accessibility scan', 3.85],
    ['Reviewer approval', 4.2],
  ];
  rr(ctx, x0, 440, 560, 300, 16, L.panel, L.line);
  text(ctx, 'Checks', x0 + 24, 482, `600 22px ${SANS}`, L.text);
  log.forEach(([label, at], k) => {
    const y = 530 + k * 44;
    const on = t >= at;
    if (on) check(ctx, x0 + 38, y - 7, 11, clamp01((t - at) / 0.3));
    else {
      ctx.strokeStyle = L.line;
      ctx.lineWidth = 2;
      ctx.beginPath();
      ctx.arc(x0 + 38, y - 7, 10, 0, Math.PI * 2);
      ctx.stroke();
    }
    text(ctx, label, x0 + 64, y, `400 20px ${SANS}`, on ? L.text : L.muted);
  });
  // the release card: the button wakes when Review passes
  const rx = x0 + 592;
  rr(ctx, rx, 440, 376, 300, 16, L.panel2, L.line);
  text(ctx, 'Ready to ship?', rx + 28, 492, `italic 40px ${SERIF}`, L.text);
  text(ctx, 'Production updates when', rx + 28, 534, `400 20px ${SANS}`, L.muted);
  text(ctx, 'you press Release.', rx + 28, 562, `400 20px ${SANS}`, L.muted);
  const awake = ease((t - stages[2].end) / 0.3);
  const click = 4.95;
  const press = t > click && t < click + 0.14 ? 1 : 0;
  const released = t > click + 0.12;
  ctx.save();
  ctx.translate(rx + 188, 660);
  ctx.scale(1 - press * 0.04, 1 - press * 0.04);
  ctx.shadowColor = `rgba(91,140,255,${0.6 * awake})`;
  ctx.shadowBlur = 30;
  rr(ctx, -160, -36, 320, 72, 14, released ? L.green : awake > 0.5 ? L.blue : L.line);
  ctx.shadowColor = 'transparent';
  text(ctx, released ? 'Releasing\u2026' : 'Release', 0, 10, `600 28px ${SANS}`, released ? '#0d1a14' : '#fff', 'center');
  ctx.restore();
  drawRipple(ctx, rx + 200, 664, (t - click) / 0.5);
  // the lesson's coach mark, pointing at the stages
  const coach = ease((t - 3.25) / 0.3) * (1 - ease((t - 4.3) / 0.2));
  if (coach > 0) {
    ctx.save();
    ctx.globalAlpha = coach;
    const cx = x0 + 2 * (cw + gap) + 20;
    const cy = 420 - 10 * (1 - coach);
    rr(ctx, cx, cy, 380, 92, 14, '#efe2cb');
    ctx.fillStyle = '#efe2cb';
    ctx.beginPath();
    ctx.moveTo(cx + 40, cy);
    ctx.lineTo(cx + 56, cy - 16);
    ctx.lineTo(cx + 72, cy);
    ctx.fill();
    ctx.fillStyle = L.amber;
    ctx.beginPath();
    ctx.arc(cx + 36, cy + 46, 18, 0, Math.PI * 2);
    ctx.fill();
    text(ctx, '2', cx + 36, cy + 54, `700 22px ${SANS}`, '#2a1606', 'center');
    text(ctx, 'Each stage must pass', cx + 68, cy + 40, `600 21px ${SANS}`, '#2a1606');
    text(ctx, 'before you can release.', cx + 68, cy + 70, `400 20px ${SANS}`, '#5a4630');
    ctx.restore();
  }
  // pointer: waits by the checks, then goes for Release
  const px = lerp(900, rx + 214, easeInOut((t - 4.25) / 0.55));
  const py = lerp(610, 676, easeInOut((t - 4.25) / 0.55));
  drawCursor(ctx, px, py, { press });
}

function releasedScreen(ctx, t) {
  const u = t - 5.1;
  const g = ctx.createRadialGradient(W / 2, 300, 20, W / 2, 300, 700);
  g.addColorStop(0, '#16324a');
  g.addColorStop(1, L.bg);
  ctx.fillStyle = g;
  ctx.fillRect(0, 0, W, H);
  ctx.fillStyle = L.panel;
  ctx.fillRect(0, 0, W, 76);
  latticeMark(ctx, 44, 38, 34);
  text(ctx, 'Northwind', 80, 47, `600 24px ${SANS}`, L.text);
  text(ctx, '/  web-app  /  Releases', 206, 47, `400 22px ${SANS}`, L.muted);
  // rings widening behind the check
  for (let k = 0; k < 3; k++) {
    const r = clamp01((u - 0.15 - k * 0.18) / 1.1);
    if (r > 0 && r < 1) {
      ctx.strokeStyle = `rgba(56,211,159,${(1 - r) * 0.6})`;
      ctx.lineWidth = 3;
      ctx.beginPath();
      ctx.arc(W / 2, 270, 90 + r * 260, 0, Math.PI * 2);
      ctx.stroke();
    }
  }
  check(ctx, W / 2, 270, 92, clamp01((u - 0.1) / 0.6));
  const a = easeOut((u - 0.45) / 0.5);
  ctx.globalAlpha = a;
  text(ctx, 'Released', W / 2, 470 + (1 - a) * 20, `400 104px ${SERIF}`, L.text, 'center');
  ctx.globalAlpha = easeOut((u - 0.7) / 0.5);
  text(ctx, 'v1.0 is live in production', W / 2, 528, `400 26px ${SANS}`, L.muted, 'center');
  rr(ctx, W / 2 - 250, 580, 500, 2, 1, L.line);
  text(ctx, 'Build  \u2713    Test  \u2713    Review  \u2713    Production  \u2713', W / 2, 630, `500 21px ${SANS}`, L.green, 'center');
  ctx.globalAlpha = easeOut((u - 1.05) / 0.5);
  rr(ctx, W / 2 - 190, 668, 380, 66, 33, L.panel2, L.line);
  text(ctx, 'Next lesson: Invite your team  \u2192', W / 2, 710, `500 21px ${SANS}`, L.text, 'center');
  ctx.globalAlpha = 1;
}

function chapterCard(ctx, t, w, h) {
  ctx.clearRect(0, 0, w, h);
  const a = easeOut((t - 0.05) / 0.5);
  ctx.globalAlpha = a;
  text(ctx, 'LATTICE ACADEMY  \u00b7  LESSON 1 OF 6', 8, 60, `600 30px ${SANS}`, '#9db8ff');
  ctx.globalAlpha = 1;
  // the title rises through a mask
  ctx.save();
  ctx.beginPath();
  ctx.rect(0, 80, w, 170);
  ctx.clip();
  const r = easeOut((t - 0.15) / 0.6);
  text(ctx, 'Your first release', 0, 220 + (1 - r) * 150, `400 150px ${SERIF}`, '#e6ebf8');
  ctx.restore();
  ctx.fillStyle = '#5b8cff';
  ctx.fillRect(8, 262, 620 * easeOut((t - 0.4) / 0.6), 5);
  ctx.globalAlpha = easeOut((t - 0.6) / 0.5);
  text(ctx, 'Sign up, run a pipeline, press Release.', 8, 320, `400 34px ${SANS}`, 'rgba(230,236,255,0.8)');
  ctx.globalAlpha = 1;
}

/** A small floating card of secondary interface (a toast, a diff, a teammate list) for the space around the screens. */
function chipTexture(kind) {
  return canvasTexture(480, 280, (ctx, w, h) => {
    rr(ctx, 2, 2, w - 4, h - 4, 24, 'rgba(22,27,43,0.96)', 'rgba(120,150,255,0.35)', 3);
    if (kind === 0) {
      check(ctx, 56, 70, 20, 1);
      text(ctx, 'Preview deployed', 92, 80, `600 28px ${SANS}`, L.text);
      text(ctx, 'pr-42.northwind.dev', 40, 150, `400 24px ${SANS}`, L.muted);
      rr(ctx, 40, 190, 170, 52, 12, L.blue);
      text(ctx, 'Open', 125, 225, `600 22px ${SANS}`, '#fff', 'center');
    } else if (kind === 1) {
      text(ctx, 'checkout.ts', 36, 62, `600 24px ${SANS}`, L.text);
      const rows = ['#2c4a3c', '#2c4a3c', '#1d2336', '#4a2c34', '#2c4a3c'];
      rows.forEach((c, k) => {
        rr(ctx, 36, 86 + k * 34, w - 72, 26, 6, c);
        rr(ctx, 50, 94 + k * 34, 80 + ((k * 97) % 200), 10, 5, 'rgba(238,241,248,0.5)');
      });
    } else {
      text(ctx, 'Team', 36, 62, `600 26px ${SANS}`, L.text);
      ['#e8a06a', '#7fc8ff', '#c59bff', '#6fdcae'].forEach((c, k) => {
        ctx.fillStyle = c;
        ctx.beginPath();
        ctx.arc(64 + k * 62, 130, 26, 0, Math.PI * 2);
        ctx.fill();
      });
      rr(ctx, 36, 190, 300, 14, 7, L.line);
      rr(ctx, 36, 220, 220, 14, 7, L.line);
    }
  }).tex;
}

function shipit(stage, variant, { width, height }) {
  const scene = new THREE.Scene();
  const dome = skyDome({ zenith: '#05060f', horizon: '#1b2a58', ground: '#070912', sun: '#5a63d8', sunDir: v3(0.6, 0.05, -1), glow: 0.3 });
  scene.add(dome);
  scene.fog = new THREE.FogExp2('#080c22', 0.022);
  scene.environment = stage.studioEnv;
  scene.environmentIntensity = 0.35;
  const camera = camera35(width, height, 38);

  // light: a cool key from above, a violet rim from behind, the env for the bezels and the floor
  const key = new THREE.DirectionalLight('#cfdcff', 1.4);
  key.position.set(-4, 10, 8);
  scene.add(key);
  const rim = new THREE.DirectionalLight('#8a6dff', 1.1);
  rim.position.set(6, 3, -12);
  scene.add(rim);

  // the floor: dark, glossy, a faint grid fading into the haze
  const grid = canvasTexture(512, 512, (ctx, w, h) => {
    ctx.fillStyle = '#0a0d18';
    ctx.fillRect(0, 0, w, h);
    ctx.strokeStyle = 'rgba(110,140,255,0.22)';
    ctx.lineWidth = 2;
    for (let i = 0; i <= 8; i++) {
      ctx.beginPath();
      ctx.moveTo((i * w) / 8, 0);
      ctx.lineTo((i * w) / 8, h);
      ctx.moveTo(0, (i * h) / 8);
      ctx.lineTo(w, (i * h) / 8);
      ctx.stroke();
    }
  }).tex;
  grid.wrapS = grid.wrapT = THREE.RepeatWrapping;
  grid.repeat.set(20, 20);
  const floor = new THREE.Mesh(
    new THREE.PlaneGeometry(160, 160),
    new THREE.MeshStandardMaterial({ map: grid, roughness: 0.42, metalness: 0.6, envMapIntensity: 0.8 }),
  );
  floor.rotation.x = -Math.PI / 2;
  floor.position.y = -2.1;
  scene.add(floor);

  const glow = glowSprite();
  // the three screens along the lesson's path
  const screens = [
    { pos: v3(0, 0.2, 0), yaw: 0.18, draw: signUpScreen, delay: 0.6 },
    { pos: v3(6.4, 0.45, -4.2), yaw: -0.42, draw: pipelineScreen, delay: 0.5 },
    { pos: v3(10.6, 0.25, -11.2), yaw: -0.78, draw: releasedScreen, delay: 0.6 },
  ];
  const PW = 3.2;
  const PH = 2.0;
  const bezelMat = new THREE.MeshPhysicalMaterial({
    color: '#1a1f30',
    metalness: 0.7,
    roughness: 0.28,
    clearcoat: 1,
    clearcoatRoughness: 0.15,
  });
  for (const s of screens) {
    const group = new THREE.Group();
    group.position.copy(s.pos);
    group.rotation.y = s.yaw;
    const bezel = new THREE.Mesh(new RoundedBoxGeometry(PW + 0.12, PH + 0.12, 0.07, 3, 0.05), bezelMat);
    group.add(bezel);
    s.tex = canvasTexture(W, H, () => {});
    const screen = new THREE.Mesh(new THREE.PlaneGeometry(PW, PH), new THREE.MeshBasicMaterial({ map: s.tex.tex, toneMapped: false }));
    screen.position.z = 0.04;
    group.add(screen);
    // the screen's light pooled on the floor beneath it
    const pool = new THREE.Mesh(
      new THREE.PlaneGeometry(6, 3.4),
      new THREE.MeshBasicMaterial({
        map: glow,
        color: '#3f5fe8',
        transparent: true,
        opacity: 0.06,
        depthWrite: false,
        blending: THREE.AdditiveBlending,
      }),
    );
    pool.rotation.x = -Math.PI / 2;
    pool.position.set(0, -2.08 - s.pos.y, 0.6);
    group.add(pool);
    scene.add(group);
    s.group = group;
    s.normal = v3(Math.sin(s.yaw), 0, Math.cos(s.yaw));
  }

  // the thread that joins the screens: the lesson's path, a pulse running along it at each step
  const threadPts = [
    v3(-3.5, -1.3, 2.5),
    v3(0, -1.2, 0.4),
    v3(3.6, -1.0, -1.2),
    v3(6.4, -0.95, -3.8),
    v3(9.2, -1.05, -7),
    v3(10.6, -1.15, -10.9),
    v3(11.6, -1.2, -15),
  ];
  const curve = new THREE.CatmullRomCurve3(threadPts);
  const thread = new THREE.Mesh(
    new THREE.TubeGeometry(curve, 200, 0.012, 6, false),
    new THREE.MeshBasicMaterial({ color: new THREE.Color('#6f8cff').multiplyScalar(1.6), toneMapped: false }),
  );
  scene.add(thread);
  const pulse = new THREE.Sprite(
    new THREE.SpriteMaterial({ map: glow, color: '#bcd0ff', transparent: true, depthWrite: false, blending: THREE.AdditiveBlending }),
  );
  pulse.scale.set(0.24, 0.24, 1);
  scene.add(pulse);

  // the chapter title, floating ahead of the sign-up screen
  const titleTex = canvasTexture(1400, 360, () => {});
  const title = new THREE.Mesh(
    new THREE.PlaneGeometry(3.6, 0.926),
    new THREE.MeshBasicMaterial({ map: titleTex.tex, transparent: true, toneMapped: false, depthWrite: false }),
  );
  title.position.set(-2.5, 0.95, 3.1);
  title.rotation.y = 0.22;
  scene.add(title);

  // secondary cards drifting in the space, out of focus
  const rand = rng(606);
  const chips = [];
  const chipTex = [0, 1, 2].map(chipTexture);
  const chipPlaces = [
    [-5.2, 2.1, -3],
    [2.6, 2.3, -2.6],
    [3.4, -1.1, 1.6],
    [8.8, 2.4, -6.8],
    [4.4, 2.6, -8.6],
    [13.6, 1.9, -8],
    [8.2, -0.9, -10.2],
    [14.2, -0.6, -13.6],
    [-1.8, -1.2, -3.6],
  ];
  chipPlaces.forEach(([x, y, z], k) => {
    const m = new THREE.Mesh(
      new THREE.PlaneGeometry(1.2, 0.7),
      new THREE.MeshBasicMaterial({ map: chipTex[k % 3], transparent: true, toneMapped: false, opacity: 0.9 }),
    );
    m.position.set(x, y, z);
    m.rotation.y = -0.3 * (x / 7) + (rand() - 0.5) * 0.4;
    m.userData = { base: m.position.clone(), phase: rand() * 6 };
    scene.add(m);
    chips.push(m);
  });

  // the release's confetti, in the product's colours
  const confetti = [];
  const confettiCols = ['#5b8cff', '#38d39f', '#ffb45c', '#ffffff', '#c59bff'];
  const s3 = screens[2];
  for (let k = 0; k < 70; k++) {
    const m = new THREE.Mesh(
      new THREE.PlaneGeometry(0.06, 0.11),
      new THREE.MeshBasicMaterial({
        color: new THREE.Color(confettiCols[k % 5]).multiplyScalar(1.1),
        side: THREE.DoubleSide,
        toneMapped: false,
      }),
    );
    const a = rand() * Math.PI * 2;
    const sp = 1.4 + rand() * 2.6;
    m.userData = {
      v: v3(Math.cos(a) * sp, 1.6 + rand() * 3.2, Math.sin(a) * sp * 0.6).applyAxisAngle(v3(0, 1, 0), s3.yaw),
      spin: v3(rand() * 9, rand() * 9, rand() * 9),
      delay: rand() * 0.15,
    };
    m.visible = false;
    scene.add(m);
    confetti.push(m);
  }
  const burstAt = 5.85;
  const burstOrigin = s3.pos
    .clone()
    .add(s3.normal.clone().multiplyScalar(0.3))
    .add(v3(0, 0.45, 0));

  // camera: the title, the sign-up screen, a glide to the pipeline, a glide to Released
  const view = (s, dist, dx = 0, dy = 0, lx = 0, ly = 0) => {
    const side = v3(Math.cos(s.yaw), 0, -Math.sin(s.yaw));
    return {
      pos: s.pos
        .clone()
        .add(s.normal.clone().multiplyScalar(dist))
        .add(side.clone().multiplyScalar(dx))
        .add(v3(0, dy, 0)),
      look: s.pos
        .clone()
        .add(side.clone().multiplyScalar(lx))
        .add(v3(0, ly, 0)),
    };
  };
  const [a, b, c] = screens;
  const keys = [
    { t: 0, pos: v3(-2.3, 1.15, 8.6), look: v3(-2.75, 0.8, 3.0) },
    { t: 1.2, pos: v3(-2.0, 1.1, 8.1), look: v3(-2.45, 0.8, 3.0), ease: (x) => x },
    { t: 2.0, ...view(a, 5.2, -0.9, 0.5, -0.3, 0.1) },
    { t: 3.1, ...view(a, 4.3, 0.35, 0.15, 0.5, -0.05), ease: (x) => x },
    { t: 3.9, ...view(b, 5.2, -0.3, 0.35, -0.05, 0.05) },
    { t: 5.25, ...view(b, 4.6, 0.35, 0.1, 0.4, -0.1), ease: (x) => x },
    { t: 6.1, ...view(c, 4.9, -0.5, 0.3, 0, 0.15) },
    { t: 7.5, ...view(c, 5.6, 0.4, 0.55, 0.1, 0.25), ease: ease },
  ];
  return {
    scene,
    camera,
    depthRange: [1, 60],
    look: {
      exposure: 1.05,
      dof: { aperture: 0.0016, maxblur: 0.007 },
      bloom: { strength: 0.5, radius: 0.55, threshold: 0.9 },
      vignette: 0.42,
      grain: 0.035,
      lift: [0.006, 0.01, 0.03],
      gain: [0.98, 1.0, 1.04],
    },
    update(t) {
      screens.forEach((s) => s.tex.redraw((ctx) => s.draw(ctx, t - s.delay)));
      titleTex.redraw((ctx, w, h) => chapterCard(ctx, t, w, h));
      // gentle float of the screens and chips
      screens.forEach((s, k) => {
        s.group.position.y = s.pos.y + Math.sin(t * 0.9 + k * 1.7) * 0.03;
      });
      chips.forEach((m) => {
        m.position.y = m.userData.base.y + Math.sin(t * 0.7 + m.userData.phase) * 0.08;
      });
      // the pulse travels the thread at each glide
      const along =
        t < 3.0
          ? lerp(0.0, 0.17, ease(t / 3.0))
          : t < 3.9
            ? lerp(0.17, 0.5, easeInOut((t - 3.0) / 0.9))
            : t < 5.3
              ? 0.5
              : lerp(0.5, 0.86, easeInOut((t - 5.3) / 0.8));
      pulse.position.copy(curve.getPointAt(Math.min(along, 1)));
      pulse.visible = (t > 2.9 && t < 4.0) || (t > 5.2 && t < 6.2);
      // confetti
      confetti.forEach((m) => {
        const u = t - burstAt - m.userData.delay;
        m.visible = u > 0;
        if (!m.visible) return;
        const { v, spin } = m.userData;
        const drag = (1 - Math.exp(-1.6 * u)) / 1.6;
        m.position
          .copy(burstOrigin)
          .addScaledVector(v, drag)
          .add(v3(0, -1.5 * u * u, 0));
        m.rotation.set(spin.x * u, spin.y * u, spin.z * u);
      });
      const { pos, look } = keyed(keys, t);
      camera.position.copy(pos);
      camera.lookAt(look);
      // focus: the screen being presented (the title first)
      const subject = t < 1.45 ? title.position : t < 3.45 ? a.pos : t < 5.6 ? b.pos : c.pos;
      return camera.position.distanceTo(subject);
    },
  };
}

// ---------------------------------------------------------------------------------------------
// variants: the Online Content service, one production and many tested variations. A curved wall of
// phones, each playing a different cut of one social ad for a fictional coffee (Drift): other hooks,
// captions, colourways, calls to action and languages. The camera tracks along a row to one phone,
// then pulls back to show the wall's scale while new variants swipe in across it in waves.
const colourways = [
  { a: '#e8714a', b: '#a8331f', cup: '#f6efe4', ink: '#1d1b19', text: '#fff6ea' },
  { a: '#c4ecd6', b: '#5fb38d', cup: '#1f3b33', ink: '#f7d046', text: '#0f2a20' },
  { a: '#262a4d', b: '#0b0c18', cup: '#f2ede4', ink: '#ff7a45', text: '#ffffff' },
  { a: '#ffe08a', b: '#f1ad2c', cup: '#2b1d14', ink: '#e2473f', text: '#2b1d14' },
  { a: '#cfc0ff', b: '#7e64e8', cup: '#fff8ef', ink: '#1a1433', text: '#ffffff' },
  { a: '#7b5038', b: '#2b1a12', cup: '#f3e2c9', ink: '#ffc98a', text: '#fff3e0' },
  { a: '#b2e0ff', b: '#3f8fd8', cup: '#ffffff', ink: '#0d2a4a', text: '#062039' },
  { a: '#ffcaca', b: '#ec7b8c', cup: '#3a1a22', ink: '#fff3e0', text: '#3a1a22' },
];
const hooks = [
  ['Your 7am,', 'sorted.'],
  ['Office coffee?', 'Never again.'],
  ['Cold brew', 'in one pour'],
  ['POV: the queue', 'is gone'],
  ['Slow-brewed.', 'Fast morning.'],
  ['Tastes like', 'a Sunday'],
  ['Ton café,', 'réglé.'],
  ['Dein Kaffee.', 'Besser.'],
];
const captions = ['brewed for twelve hours', 'poured over ice', 'delivered every week', 'no machine needed', 'ready when you are'];
const ctas = ['Order now', 'Try a bag', 'Shop the roast', 'Get yours'];

function variantOf(k) {
  // a deterministic mix of the test's factors for variant number k
  const h = (k * 2654435761) >>> 0;
  return {
    k,
    col: colourways[h % 8],
    hook: hooks[(h >>> 4) % 8],
    hi: (h >>> 4) % 8,
    ci: (h >>> 12) % 4,
    caption: captions[(h >>> 8) % 5],
    cta: ctas[(h >>> 12) % 4],
    layout: (h >>> 16) % 3,
    code: `V${String(k % 10000).padStart(4, '0')}`,
  };
}

/** One cut of the Drift ad, drawn into (x, y, w, h) of a canvas at its local time t. */
function drawAd(ctx, x, y, w, h, v, t, detail = true) {
  const s = w / 270;
  ctx.save();
  ctx.beginPath();
  ctx.rect(x, y, w, h);
  ctx.clip();
  const g = ctx.createLinearGradient(x, y, x, y + h);
  g.addColorStop(0, v.col.a);
  g.addColorStop(1, v.col.b);
  ctx.fillStyle = g;
  ctx.fillRect(x, y, w, h);
  // the cup: drops in and settles, steam rising
  const cx = x + w * (v.layout === 1 ? 0.6 : 0.5);
  const drop = easeOut((t % 4) / 0.6);
  const cy = y + h * (v.layout === 2 ? 0.42 : 0.56) - (1 - drop) * 40 * s;
  const cw = 92 * s;
  const ch = 130 * s;
  ctx.fillStyle = 'rgba(0,0,0,0.18)';
  ctx.beginPath();
  ctx.ellipse(cx, cy + ch * 0.55, cw * 0.55, 10 * s, 0, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = v.col.cup;
  ctx.beginPath();
  ctx.moveTo(cx - cw / 2, cy - ch / 2);
  ctx.lineTo(cx + cw / 2, cy - ch / 2);
  ctx.lineTo(cx + cw * 0.38, cy + ch / 2);
  ctx.lineTo(cx - cw * 0.38, cy + ch / 2);
  ctx.closePath();
  ctx.fill();
  rr(ctx, cx - cw * 0.56, cy - ch / 2 - 16 * s, cw * 1.12, 18 * s, 6 * s, v.col.ink);
  ctx.fillStyle = v.col.ink;
  ctx.beginPath();
  ctx.moveTo(cx - cw * 0.47, cy - ch * 0.12);
  ctx.lineTo(cx + cw * 0.47, cy - ch * 0.12);
  ctx.lineTo(cx + cw * 0.42, cy + ch * 0.2);
  ctx.lineTo(cx - cw * 0.42, cy + ch * 0.2);
  ctx.closePath();
  ctx.fill();
  text(ctx, 'DRIFT', cx, cy + ch * 0.1, `800 ${Math.round(22 * s)}px ${SANS}`, v.col.cup, 'center');
  if (detail) {
    ctx.strokeStyle = 'rgba(255,255,255,0.55)';
    ctx.lineWidth = 3 * s;
    ctx.lineCap = 'round';
    for (let k = 0; k < 3; k++) {
      ctx.beginPath();
      const sx = cx + (k - 1) * 18 * s;
      for (let j = 0; j <= 10; j++) {
        const yy = cy - ch / 2 - 24 * s - j * 5 * s;
        const xx = sx + Math.sin(j * 0.7 + t * 3 + k) * 5 * s;
        if (j === 0) ctx.moveTo(xx, yy);
        else ctx.lineTo(xx, yy);
      }
      ctx.stroke();
    }
  }
  // the hook: big type at the top, or boxed captions creator-style
  const hy = y + (v.layout === 2 ? h * 0.7 : 70 * s);
  if (v.layout === 1) {
    ctx.font = `700 ${Math.round(24 * s)}px ${SANS}`;
    v.hook.forEach((line, k) => {
      const lw = ctx.measureText(line).width;
      rr(ctx, x + 16 * s, hy - 26 * s + k * 38 * s, lw + 20 * s, 34 * s, 6 * s, '#ffffff');
      text(ctx, line, x + 26 * s, hy + k * 38 * s, ctx.font, '#111111');
    });
  } else v.hook.forEach((line, k) => text(ctx, line, x + 20 * s, hy + k * 36 * s, `800 ${Math.round(32 * s)}px ${SANS}`, v.col.text));
  // captions, word by word
  if (detail) {
    const words = v.caption.split(' ');
    const on = Math.floor((t * 2.6) % (words.length + 2));
    ctx.font = `700 ${Math.round(17 * s)}px ${SANS}`;
    let wx = x + 20 * s;
    const wy = y + h * (v.layout === 2 ? 0.88 : 0.8);
    words.forEach((word, k) => {
      ctx.fillStyle = k === on ? v.col.ink : k < on ? v.col.text : 'rgba(255,255,255,0.0)';
      if (k <= on) ctx.fillText(word, wx, wy);
      wx += ctx.measureText(word + ' ').width;
    });
  }
  // the call to action and the feed's own furniture
  if (v.layout !== 2) {
    rr(ctx, x + 20 * s, y + h - 70 * s, 150 * s, 40 * s, 20 * s, v.col.ink);
    text(ctx, v.cta, x + 95 * s, y + h - 44 * s, `700 ${Math.round(16 * s)}px ${SANS}`, v.col.cup, 'center');
  }
  for (let k = 0; k < 3; k++) {
    ctx.fillStyle = 'rgba(255,255,255,0.75)';
    ctx.beginPath();
    ctx.arc(x + w - 26 * s, y + h * 0.5 + k * 46 * s, 13 * s, 0, Math.PI * 2);
    ctx.fill();
  }
  ctx.fillStyle = 'rgba(255,255,255,0.35)';
  ctx.fillRect(x, y + 6 * s, w, 3 * s);
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(x, y + 6 * s, w * ((t % 4) / 4), 3 * s);
  if (detail)
    text(
      ctx,
      '@driftcoffee',
      x + 20 * s,
      v.layout === 2 ? y + h - 22 * s : y + h * 0.8 - 30 * s,
      `600 ${Math.round(13 * s)}px ${SANS}`,
      'rgba(255,255,255,0.9)',
    );
  ctx.restore();
}

function variants(stage, variant, { width, height }) {
  const scene = new THREE.Scene();
  scene.background = new THREE.Color('#0b0a0c');
  scene.fog = new THREE.FogExp2('#0d0b0e', 0.017);
  scene.environment = stage.studioEnv;
  scene.environmentIntensity = 0.5;
  const camera = camera35(width, height, 50);
  const key = new THREE.DirectionalLight('#ffe1c2', 1.2);
  key.position.set(-8, 12, 14);
  scene.add(key);
  const fill = new THREE.DirectionalLight('#8fb4ff', 0.5);
  fill.position.set(10, 4, 10);
  scene.add(fill);

  const floor = new THREE.Mesh(
    new THREE.PlaneGeometry(200, 200),
    new THREE.MeshStandardMaterial({ color: '#141216', roughness: 0.35, metalness: 0.5 }),
  );
  floor.rotation.x = -Math.PI / 2;
  floor.position.y = -9.6;
  scene.add(floor);

  // the wall: COLS x ROWS phones on a gentle concave arc
  const COLS = 28;
  const ROWS = 9;
  const R = 26;
  const PW = 0.9;
  const PH = 1.6;
  const DX = 1.14;
  const DY = 2.02;
  const heroC = 14;
  const heroR = 4;
  const TW = 96;
  const TH = 170;
  const atlas = canvasTexture(COLS * TW, ROWS * TH, () => {});
  const labels = canvasTexture(COLS * 160, ROWS * 20, () => {});
  const bodyGeo = new RoundedBoxGeometry(PW + 0.08, PH + 0.08, 0.08, 3, 0.07);
  const bodyMat = new THREE.MeshPhysicalMaterial({
    color: '#101012',
    metalness: 0.6,
    roughness: 0.3,
    clearcoat: 1,
    clearcoatRoughness: 0.1,
  });
  const atlasMat = new THREE.MeshBasicMaterial({ map: atlas.tex, toneMapped: false });
  const labelMat = new THREE.MeshBasicMaterial({ map: labels.tex, transparent: true, toneMapped: false, depthWrite: false });
  const phones = [];
  const rand = rng(1000);
  for (let r = 0; r < ROWS; r++)
    for (let c = 0; c < COLS; c++) {
      const th = ((c - heroC) * DX) / R;
      const group = new THREE.Group();
      group.position.set(R * Math.sin(th), (heroR - r) * DY, R * (1 - Math.cos(th)));
      group.rotation.y = -th;
      group.add(new THREE.Mesh(bodyGeo, bodyMat));
      const near = Math.abs(c - heroC) <= 5 && Math.abs(r - heroR) <= 1;
      const geo = new THREE.PlaneGeometry(PW, PH);
      let own = null;
      if (near) own = canvasTexture(c === heroC && r === heroR ? 405 : 270, c === heroC && r === heroR ? 720 : 480, () => {});
      else {
        const uv = geo.attributes.uv;
        for (let i = 0; i < uv.count; i++) uv.setXY(i, (c + uv.getX(i)) / COLS, 1 - (r + 1 - uv.getY(i)) / ROWS);
      }
      const screen = new THREE.Mesh(geo, own ? new THREE.MeshBasicMaterial({ map: own.tex, toneMapped: false }) : atlasMat);
      screen.position.z = 0.045;
      group.add(screen);
      const lgeo = new THREE.PlaneGeometry(PW * 1.2, 0.19);
      const luv = lgeo.attributes.uv;
      for (let i = 0; i < luv.count; i++) luv.setXY(i, (c + luv.getX(i)) / COLS, 1 - (r + 1 - luv.getY(i)) / ROWS);
      const label = new THREE.Mesh(lgeo, labelMat);
      label.position.set(0, -PH / 2 - 0.2, 0);
      group.add(label);
      scene.add(group);
      const dist = Math.hypot(c - heroC, (r - heroR) * 1.4);
      phones.push({ c, r, own, near, dist, seed: Math.floor(rand() * 5000), phase: rand() * 4, group });
    }
  // each phone's variant at time t: swipes to a new variant in waves rolling out from the hero phone
  const waves = [2.3, 4.4, 6.2];
  const state = (ph, t) => {
    let n = 0;
    let u = 1;
    for (const w of waves) {
      const at = w + ph.dist * 0.07;
      if (t >= at) {
        n++;
        u = clamp01((t - at) / 0.35);
      }
    }
    const idx = (n2) => ph.seed * 7 + n2 * 131 + ph.c * 3 + ph.r * 17;
    return { from: variantOf(idx(Math.max(0, n - 1))), to: variantOf(idx(n)), u: n === 0 ? 1 : easeInOut(u) };
  };
  const drawPhone = (ctx, x, y, w, h, ph, t, detail) => {
    const { from, to, u } = state(ph, t);
    const lt = t + ph.phase;
    if (u >= 1) drawAd(ctx, x, y, w, h, to, lt, detail);
    else {
      // the feed's swipe: the old cut slides up and away, the new one follows it in
      ctx.save();
      ctx.beginPath();
      ctx.rect(x, y, w, h);
      ctx.clip();
      drawAd(ctx, x, y - u * h, w, h, from, lt, detail);
      drawAd(ctx, x, y + (1 - u) * h, w, h, to, 0, detail);
      ctx.restore();
    }
    return to;
  };
  const heroPhone = phones.find((p) => p.c === heroC && p.r === heroR);
  const at = (c, r) => phones.find((p) => p.c === c && p.r === r).group.position;
  const keys = [
    {
      t: 0,
      pos: at(heroC - 3, heroR)
        .clone()
        .add(v3(-0.2, 0.15, 4.4)),
      look: at(heroC - 3, heroR)
        .clone()
        .add(v3(0.3, 0, 0)),
    },
    {
      t: 1.9,
      pos: at(heroC, heroR)
        .clone()
        .add(v3(-0.25, 0.05, 4.0)),
      look: at(heroC, heroR)
        .clone()
        .add(v3(0.05, 0, 0)),
      ease: (x) => easeOut(x),
    },
    {
      t: 2.5,
      pos: at(heroC, heroR)
        .clone()
        .add(v3(-0.15, 0.05, 4.3)),
      look: at(heroC, heroR)
        .clone()
        .add(v3(0.05, 0, 0)),
      ease: (x) => x,
    },
    { t: 5.7, pos: v3(2.2, 3.2, 37), look: v3(0.4, -1.0, 0), ease: easeInOut },
    { t: 7.0, pos: v3(0.9, 3.6, 41), look: v3(0.2, -1.2, 0), ease: (x) => x },
  ];
  return {
    scene,
    camera,
    depthRange: [1, 80],
    look: {
      exposure: 1.0,
      dof: { aperture: 0.0022, maxblur: 0.008 },
      bloom: { strength: 0.28, radius: 0.5, threshold: 0.97 },
      vignette: 0.45,
      grain: 0.04,
      lift: [0.014, 0.01, 0.006],
      gain: [1.03, 1.0, 0.96],
    },
    update(t) {
      atlas.redraw((ctx) => {
        for (const ph of phones) if (!ph.own) drawPhone(ctx, ph.c * TW, ph.r * TH, TW, TH, ph, t, false);
      });
      labels.redraw((ctx, w, h) => {
        ctx.clearRect(0, 0, w, h);
        ctx.font = `600 12px ${SANS}`;
        for (const ph of phones) {
          const v = state(ph, t).to;
          ctx.fillStyle = ph === heroPhone ? '#ffc98a' : 'rgba(200,196,210,0.75)';
          ctx.fillText(`${v.code}   HOOK ${v.hi + 1}   CTA ${'ABCD'[v.ci]}`, ph.c * 160 + 14, ph.r * 20 + 15);
        }
      });
      for (const ph of phones) if (ph.own) ph.own.redraw((ctx, w, h) => drawPhone(ctx, 0, 0, w, h, ph, t, true));
      const { pos, look } = keyed(keys, t);
      camera.position.copy(pos);
      camera.lookAt(look);
      return camera.position.distanceTo(t < 1.9 ? look : heroPhone.group.position);
    },
  };
}

export const scenes = { shipit, variants };
