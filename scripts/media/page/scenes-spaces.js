// Scenes for the property and workplace services (a development launch visualised before it is built,
// a day in a real job for a recruitment film). Same builder shape as scenes.js:
// (stage, variant, { width, height }) => { scene, camera, look, update(t, p) }.
// Both are films rendered frame by frame: update(t, p) poses the camera and the moving subjects for
// time t (seconds) and progress p (0..1), and returns the focus distance.
import * as THREE from 'three';
import { color, rng, makeNoise } from './stage.js';
import { lens, gradientSky, envFrom, smooth } from './scenes-world.js';
import { canvasTexture, person } from './scenes-people.js';
import { v3, lerp, clamp01 } from './motion.js';

const m4 = new THREE.Matrix4();

const box = (w, h, d, mat, x = 0, y = 0, z = 0) => {
  const m = new THREE.Mesh(new THREE.BoxGeometry(w, h, d), mat);
  m.position.set(x, y, z);
  return m;
};

// ---------------------------------------------------------------------------------------------
// offplan: the launch film of a residential building that does not exist yet. The camera cranes
// down from above the plot, where the architect's ground-floor plan is drawn in light on the bare
// site; the building's frame rises from it as lines, then fills in floor by floor behind a bright
// build line (concrete slabs, glazing, timber fins, balconies), the flats light up one by one at
// dusk, and the move ends at a third-floor balcony looking into a lit living room.
function offplan(stage, variant, { width, height }) {
  const v = { seed: 41, ...variant };
  const rand = rng(v.seed);
  stage.renderer.localClippingEnabled = true;
  const scene = new THREE.Scene();
  const haze = color('#2a2438');
  scene.fog = new THREE.FogExp2(haze, 0.006);
  const sunDir = v3(-0.8, 0.12, -0.55).normalize();
  scene.add(gradientSky({ zenith: '#141a36', horizon: '#c87a63', ground: '#1a1622', glow: '#ffb27a', glowDir: sunDir, glowPower: 5 }));
  scene.environment = envFrom(
    stage,
    gradientSky({ zenith: '#2a3160', horizon: '#e09a72', ground: '#2a2430', glow: '#ffc890', glowDir: sunDir, glowPower: 3 }),
  );
  scene.environmentIntensity = 1.1;
  scene.background = haze;

  // the building's dimensions: 8 bays of 3.25 m across the front, 14 m deep, 6 floors of 3.3 m
  const bays = 8;
  const bay = 3.25;
  const W = bays * bay;
  const D = 14;
  const floors = 6;
  const H = 3.3;
  const top = floors * H + 0.9;
  const front = D / 2;

  // the build fronts: solid materials are cut above hSolid, the frame's lines above hWire
  const solidCut = new THREE.Plane(v3(0, -1, 0), 0);
  const wireCut = new THREE.Plane(v3(0, -1, 0), 0);
  const solid = (m) => Object.assign(m, { clippingPlanes: [solidCut], clipShadows: true });

  // ground: the plot (bare, with the plan drawn on it) inside a landscaped street block
  const planSize = [48, 30];
  const plan = canvasTexture(2048, 1280, (g, w, h) => {
    const sx = w / planSize[0];
    const sz = h / planSize[1];
    const X = (x) => (x + planSize[0] / 2) * sx;
    const Z = (z) => (z + planSize[1] / 2) * sz;
    g.fillStyle = '#000';
    g.fillRect(0, 0, w, h);
    // drawing grid
    g.strokeStyle = 'rgba(120,170,255,0.22)';
    g.lineWidth = 1.5;
    for (let x = -24; x <= 24; x += 2) {
      g.beginPath();
      g.moveTo(X(x), 0);
      g.lineTo(X(x), h);
      g.stroke();
    }
    for (let z = -15; z <= 15; z += 2) {
      g.beginPath();
      g.moveTo(0, Z(z));
      g.lineTo(w, Z(z));
      g.stroke();
    }
    g.strokeStyle = '#cfe4ff';
    g.lineCap = 'square';
    // outer walls, thick
    g.lineWidth = 14;
    g.strokeRect(X(-W / 2), Z(-D / 2), W * sx, D * sz);
    // balconies along the front
    g.lineWidth = 4;
    g.setLineDash([]);
    g.strokeRect(X(-W / 2), Z(front), W * sx, 1.8 * sz);
    // party walls every two bays, a corridor down the middle, rooms off it
    g.lineWidth = 7;
    for (let i = 2; i < bays; i += 2) {
      g.beginPath();
      g.moveTo(X(-W / 2 + i * bay), Z(-D / 2));
      g.lineTo(X(-W / 2 + i * bay), Z(D / 2));
      g.stroke();
    }
    g.lineWidth = 5;
    for (const z of [-1.4, 1.4]) {
      g.beginPath();
      g.moveTo(X(-W / 2), Z(z));
      g.lineTo(X(W / 2), Z(z));
      g.stroke();
    }
    for (let i = 1; i < bays; i += 2) {
      g.beginPath();
      g.moveTo(X(-W / 2 + i * bay), Z(-D / 2));
      g.lineTo(X(-W / 2 + i * bay), Z(-1.4));
      g.stroke();
    }
    // door swings
    g.lineWidth = 3;
    for (let i = 0; i < bays; i += 2) {
      const x = X(-W / 2 + i * bay + 1.2);
      g.beginPath();
      g.arc(x, Z(1.4), 0.9 * sx, 0, Math.PI / 2);
      g.stroke();
    }
    // stair core
    g.strokeRect(X(-1.6), Z(-1.4), 3.2 * sx, 2.8 * sz);
    for (let s = 0; s < 9; s++) {
      g.beginPath();
      g.moveTo(X(-1.6 + s * 0.4), Z(-1.4));
      g.lineTo(X(-1.6 + s * 0.4), Z(1.4));
      g.stroke();
    }
    // room names
    g.fillStyle = '#cfe4ff';
    g.font = '500 26px Inter';
    g.textAlign = 'center';
    const names = ['LIVING / KITCHEN', 'BEDROOM'];
    for (let i = 0; i < bays; i += 2) {
      g.fillText(names[0], X(-W / 2 + (i + 1) * bay), Z(4.3));
      g.fillText(names[1], X(-W / 2 + (i + 0.5) * bay), Z(-4.5));
      g.fillText('BATH', X(-W / 2 + (i + 1.5) * bay), Z(-4.5));
    }
    // dimension lines
    g.lineWidth = 2;
    g.font = '500 30px Inter';
    const dimZ = front + 3.4;
    g.beginPath();
    g.moveTo(X(-W / 2), Z(dimZ));
    g.lineTo(X(W / 2), Z(dimZ));
    for (const x of [-W / 2, W / 2]) {
      g.moveTo(X(x), Z(dimZ - 0.6));
      g.lineTo(X(x), Z(dimZ + 0.6));
    }
    g.stroke();
    g.fillText(`${W.toFixed(2)} m`, X(0), Z(dimZ) - 12);
    const dimX = W / 2 + 2.4;
    g.beginPath();
    g.moveTo(X(dimX), Z(-D / 2));
    g.lineTo(X(dimX), Z(D / 2));
    g.stroke();
    g.save();
    g.translate(X(dimX) + 34, Z(0));
    g.rotate(Math.PI / 2);
    g.fillText(`${D.toFixed(2)} m`, 0, 0);
    g.restore();
    // title block
    g.textAlign = 'left';
    g.font = '400 64px "Instrument Serif"';
    g.fillText('Alder Yard', X(-W / 2), Z(front + 6.6));
    g.font = '500 24px Inter';
    g.fillText('LEVEL 00  ·  GENERAL ARRANGEMENT  ·  1:100', X(-W / 2), Z(front + 7.9));
    // north arrow
    const nx = X(W / 2 - 1);
    const nz = Z(front + 6.6);
    g.beginPath();
    g.arc(nx, nz, 34, 0, Math.PI * 2);
    g.moveTo(nx, nz - 30);
    g.lineTo(nx + 12, nz + 16);
    g.lineTo(nx, nz + 8);
    g.lineTo(nx - 12, nz + 16);
    g.closePath();
    g.stroke();
  });
  plan.tex.anisotropy = 8;
  const planMat = new THREE.MeshBasicMaterial({
    map: plan.tex,
    color: color('#9fc8ff'),
    transparent: true,
    blending: THREE.AdditiveBlending,
    depthWrite: false,
    toneMapped: false,
  });
  const planMesh = new THREE.Mesh(new THREE.PlaneGeometry(...planSize), planMat);
  planMesh.rotation.x = -Math.PI / 2;
  planMesh.position.y = 0.03;
  scene.add(planMesh);

  const groundMat = new THREE.MeshStandardMaterial({ color: color('#5a585c'), roughness: 0.95 });
  const ground = new THREE.Mesh(new THREE.PlaneGeometry(600, 600), groundMat);
  ground.rotation.x = -Math.PI / 2;
  ground.receiveShadow = true;
  scene.add(ground);
  const lawnMat = new THREE.MeshStandardMaterial({ color: color('#4f5e38'), roughness: 1 });
  for (const [x, z, w, d] of [
    [-40, 0, 26, 40],
    [40, 0, 26, 40],
    [0, -30, 110, 24],
  ]) {
    const lawn = new THREE.Mesh(new THREE.PlaneGeometry(w, d), lawnMat);
    lawn.rotation.x = -Math.PI / 2;
    lawn.position.set(x, 0.01, z);
    lawn.receiveShadow = true;
    scene.add(lawn);
  }
  const roadMat = new THREE.MeshStandardMaterial({ color: color('#1c1c22'), roughness: 0.6, metalness: 0.1 });
  const road = new THREE.Mesh(new THREE.PlaneGeometry(300, 10), roadMat);
  road.rotation.x = -Math.PI / 2;
  road.position.set(0, 0.015, 22);
  scene.add(road);

  // trees: instanced crowns and trunks along the street and around the block
  const treeSpots = [];
  for (let i = 0; i < 14; i++) treeSpots.push([-58 + i * 9 + rand() * 2, 16.2 + rand() * 0.6]);
  for (let i = 0; i < 12; i++) treeSpots.push([(rand() < 0.5 ? -1 : 1) * (20 + rand() * 26), -26 + rand() * 36]);
  const crowns = new THREE.InstancedMesh(
    new THREE.IcosahedronGeometry(1, 1),
    new THREE.MeshStandardMaterial({ color: color('#36452a'), roughness: 0.9, flatShading: true }),
    treeSpots.length,
  );
  const trunks = new THREE.InstancedMesh(
    new THREE.CylinderGeometry(0.12, 0.18, 1, 6),
    new THREE.MeshStandardMaterial({ color: color('#3a2e26'), roughness: 1 }),
    treeSpots.length,
  );
  treeSpots.forEach(([x, z], i) => {
    const s = 1.8 + rand() * 1.4;
    m4.compose(v3(x, 2.2 + s, z), new THREE.Quaternion(), v3(s, s * 1.25, s));
    crowns.setMatrixAt(i, m4);
    m4.compose(v3(x, 1.4, z), new THREE.Quaternion(), v3(1, 2.8 + s * 0.5, 1));
    trunks.setMatrixAt(i, m4);
  });
  crowns.castShadow = true;
  scene.add(crowns, trunks);

  // street lamps along the kerb: heads that come on at dusk
  const lampHeadMat = new THREE.MeshBasicMaterial({ color: color('#000000'), toneMapped: false });
  const postMat = new THREE.MeshStandardMaterial({ color: color('#2a2a30'), roughness: 0.5, metalness: 0.6 });
  const lampLights = [];
  for (let i = 0; i < 8; i++) {
    const x = -52 + i * 15;
    scene.add(box(0.12, 5, 0.12, postMat, x, 2.5, 17.4));
    scene.add(box(0.7, 0.14, 0.3, lampHeadMat, x, 5, 17.9));
  }
  for (const x of [-22, 8]) {
    const l = new THREE.PointLight(color('#ffb870'), 0, 22, 2);
    l.position.set(x, 4.6, 18);
    scene.add(l);
    lampLights.push(l);
  }

  // the neighbourhood: existing blocks with lit windows, in the haze
  const nbWin = canvasTexture(256, 256, (g, w, h) => {
    g.fillStyle = '#000';
    g.fillRect(0, 0, w, h);
    const r = rng(v.seed + 3);
    for (let y = 0; y < 8; y++)
      for (let x = 0; x < 8; x++) {
        if (r() < 0.45) continue;
        const k = 0.5 + r() * 0.5;
        g.fillStyle = `rgba(255,${Math.round(180 + 40 * r())},${Math.round(110 + 50 * r())},${k})`;
        g.fillRect(x * 32 + 8, y * 32 + 9, 16, 16);
      }
  });
  nbWin.tex.wrapS = nbWin.tex.wrapT = THREE.RepeatWrapping;
  for (let i = 0; i < 16; i++) {
    const side = i % 2 ? 1 : -1;
    const w = 14 + rand() * 16;
    const h = 8 + rand() * 22;
    const d = 12 + rand() * 10;
    const x = side * (44 + rand() * 70);
    const z = -70 + rand() * 60 - (i < 4 ? 0 : 20);
    const tex = nbWin.tex.clone();
    tex.repeat.set(w / 12, h / 12);
    tex.needsUpdate = true;
    const m = new THREE.MeshStandardMaterial({
      color: color('#2c2a34'),
      roughness: 0.8,
      emissive: color('#ffffff'),
      emissiveMap: tex,
      emissiveIntensity: 0.9,
    });
    scene.add(box(w, h, d, m, x, h / 2, z));
  }

  // ---- the building
  const concrete = solid(new THREE.MeshStandardMaterial({ color: color('#d8d2c6'), roughness: 0.75 }));
  const stone = solid(new THREE.MeshStandardMaterial({ color: color('#cfc6b6'), roughness: 0.85 }));
  const timber = solid(new THREE.MeshStandardMaterial({ color: color('#a06a40'), roughness: 0.6 }));
  const glass = solid(
    new THREE.MeshStandardMaterial({
      color: color('#101826'),
      roughness: 0.04,
      metalness: 0.85,
      transparent: true,
      opacity: 0.55,
      envMapIntensity: 1.4,
    }),
  );
  const heroGlass = solid(glass.clone());
  heroGlass.opacity = 0.14;
  heroGlass.clippingPlanes = [solidCut];
  const rail = solid(
    new THREE.MeshStandardMaterial({ color: color('#9fb4c0'), roughness: 0.05, metalness: 0.2, transparent: true, opacity: 0.22 }),
  );
  const building = new THREE.Group();
  scene.add(building);
  const add = (m, cast = true) => {
    m.castShadow = cast;
    m.receiveShadow = true;
    building.add(m);
    return m;
  };

  // the rooms seen through the glass: painted cards set back from the facade, one per bay, lit or not
  const rooms = canvasTexture(1024, 256, (g) => {
    const r = rng(v.seed + 9);
    for (let k = 0; k < 4; k++) {
      const x0 = k * 256;
      const wall = g.createLinearGradient(0, 0, 0, 256);
      wall.addColorStop(0, ['#f3d2a2', '#efc894', '#f6dcb4', '#e8bf8c'][k]);
      wall.addColorStop(0.72, ['#d9a066', '#c98c55', '#e0b07a', '#c88a50'][k]);
      wall.addColorStop(0.73, '#6a4a32');
      wall.addColorStop(1, '#3e2a1e');
      g.fillStyle = wall;
      g.fillRect(x0, 0, 256, 256);
      // a lamp pool on the wall
      const lx = x0 + 60 + r() * 140;
      const pool = g.createRadialGradient(lx, 110, 4, lx, 110, 90);
      pool.addColorStop(0, 'rgba(255,245,220,0.9)');
      pool.addColorStop(1, 'rgba(255,230,180,0)');
      g.fillStyle = pool;
      g.fillRect(x0, 0, 256, 256);
      // furniture silhouettes: a sofa or a table, shelves, a plant
      g.fillStyle = 'rgba(60,40,30,0.85)';
      if (k % 2 === 0) {
        g.fillRect(x0 + 40, 150, 120, 36);
        g.fillRect(x0 + 34, 132, 132, 24);
      } else {
        g.fillRect(x0 + 70, 150, 110, 8);
        g.fillRect(x0 + 78, 158, 6, 30);
        g.fillRect(x0 + 166, 158, 6, 30);
      }
      g.fillRect(x0 + 196, 60, 44, 6);
      g.fillRect(x0 + 196, 96, 44, 6);
      g.fillStyle = 'rgba(40,60,34,0.9)';
      g.beginPath();
      g.ellipse(x0 + 22, 150, 16, 34, 0, 0, Math.PI * 2);
      g.fill();
    }
  });
  const windows = [];
  const cardGeo = (k) => {
    const geo = new THREE.PlaneGeometry(bay - 0.2, H - 0.35);
    const uv = geo.attributes.uv;
    for (let i = 0; i < uv.count; i++) uv.setX(i, (k + 0.06 + uv.getX(i) * 0.88) / 4);
    return geo;
  };
  const heroFloor = 3;
  const heroBays = [4, 5];

  for (let f = 0; f < floors; f++) {
    const y0 = f * H;
    // floor slab and the slab edge band
    add(box(W + 0.5, 0.32, D + 0.5, concrete, 0, y0 + H - 0.16, 0));
    // end walls and back wall in stone
    for (const s of [-1, 1]) add(box(0.4, H - 0.32, D, stone, s * (W / 2 - 0.2), y0 + (H - 0.32) / 2, 0));
    add(box(W, H - 0.32, 0.4, stone, 0, y0 + (H - 0.32) / 2, -D / 2 + 0.2), false);
    // front glazing, mullions, timber fins
    for (let i = 0; i < bays; i++) {
      const x = -W / 2 + (i + 0.5) * bay;
      const hero = f === heroFloor && heroBays.includes(i);
      const pane = new THREE.Mesh(new THREE.PlaneGeometry(bay, H - 0.32), hero ? heroGlass : glass);
      pane.position.set(x, y0 + (H - 0.32) / 2, front - 0.15);
      building.add(pane);
      if (!hero) {
        const lit = f === 0 ? 0.8 : rand() < 0.78 ? 0.5 + rand() * 0.6 : 0.04;
        const mat = solid(new THREE.MeshBasicMaterial({ map: rooms.tex, color: color('#000000') }));
        const card = new THREE.Mesh(cardGeo(Math.floor(rand() * 4)), mat);
        card.position.set(x, y0 + (H - 0.32) / 2, front - 1.6 - rand() * 1.5);
        building.add(card);
        windows.push({ mat, lit, at: 0.44 + rand() * 0.16 + (f === 0 ? -0.04 : 0) });
      }
    }
    for (let i = 0; i <= bays; i++) add(box(0.14, H - 0.32, 0.5, timber, -W / 2 + i * bay, y0 + (H - 0.32) / 2, front + 0.05));
    // balconies on the upper floors: a slab, a glass balustrade, dividers between flats
    if (f > 0) {
      add(box(W, 0.24, 1.9, concrete, 0, y0 + 0.02, front + 0.95));
      add(box(W, 1.05, 0.04, rail, 0, y0 + 0.66, front + 1.86), false);
      add(box(W, 0.06, 0.08, timber, 0, y0 + 1.2, front + 1.86));
      for (let i = 0; i <= bays; i += 2) add(box(0.12, H - 0.32, 1.9, stone, -W / 2 + i * bay, y0 + (H - 0.32) / 2, front + 0.95));
    }
  }
  // ground-floor podium and the roof: a parapet and a slab edge
  add(box(W + 0.5, 0.3, D + 0.5, concrete, 0, 0.15, 0));
  add(box(W + 0.5, 0.9, 0.3, concrete, 0, floors * H + 0.45, front + 0.1));
  add(box(W + 0.5, 0.9, 0.3, concrete, 0, floors * H + 0.45, -D / 2));
  for (const s of [-1, 1]) add(box(0.3, 0.9, D + 0.5, concrete, s * (W / 2 + 0.1), floors * H + 0.45, 0));

  // the show flat: a real room behind the clear panes of floor 3, bays 4-5
  const heroX = -W / 2 + 5 * bay;
  const heroY = heroFloor * H + 0.16;
  const room = new THREE.Group();
  building.add(room);
  const oak = solid(new THREE.MeshStandardMaterial({ color: color('#8a6a4a'), roughness: 0.5 }));
  const plaster = solid(new THREE.MeshStandardMaterial({ color: color('#efe4d4'), roughness: 0.9 }));
  const fabric = solid(new THREE.MeshStandardMaterial({ color: color('#5c6a6e'), roughness: 0.95 }));
  const rug = solid(new THREE.MeshStandardMaterial({ color: color('#c9b89a'), roughness: 1 }));
  const brass = solid(new THREE.MeshStandardMaterial({ color: color('#c8a060'), roughness: 0.3, metalness: 1 }));
  const leaf = solid(new THREE.MeshStandardMaterial({ color: color('#3f5a2e'), roughness: 0.8, flatShading: true }));
  const roomD = 5.5;
  const rz = front - 0.2 - roomD / 2;
  room.add(box(2 * bay, 0.04, roomD, oak, heroX, heroY, rz));
  room.add(box(2 * bay, 0.04, roomD, plaster, heroX, heroY + H - 0.5, rz));
  room.add(box(2 * bay, H, 0.1, plaster, heroX, heroY + H / 2, rz - roomD / 2));
  for (const s of [-1, 1]) room.add(box(0.1, H, roomD, plaster, heroX + s * bay, heroY + H / 2, rz));
  room.add(box(3.2, 0.02, 2.2, rug, heroX - 0.2, heroY + 0.03, rz + 0.3));
  // sofa facing the window, a low table, a floor lamp, a plant, a picture on the back wall
  room.add(box(2.4, 0.42, 0.9, fabric, heroX - 0.3, heroY + 0.25, rz - 1.4));
  room.add(box(2.4, 0.5, 0.22, fabric, heroX - 0.3, heroY + 0.7, rz - 1.8));
  for (const s of [-1, 1]) room.add(box(0.22, 0.62, 0.9, fabric, heroX - 0.3 + s * 1.2, heroY + 0.33, rz - 1.4));
  room.add(box(1.1, 0.06, 0.6, oak, heroX - 0.3, heroY + 0.38, rz + 0.1));
  for (const dx of [-0.45, 0.45]) room.add(box(0.05, 0.36, 0.5, oak, heroX - 0.3 + dx, heroY + 0.18, rz + 0.1));
  room.add(box(0.04, 1.6, 0.04, brass, heroX + 1.5, heroY + 0.8, rz - 1.6));
  const shadeMat = new THREE.MeshBasicMaterial({ color: color('#ffdca8'), toneMapped: false });
  const shade = new THREE.Mesh(new THREE.CylinderGeometry(0.2, 0.28, 0.34, 20, 1, true), shadeMat);
  shade.position.set(heroX + 1.5, heroY + 1.7, rz - 1.6);
  room.add(shade);
  const pot = new THREE.Mesh(new THREE.CylinderGeometry(0.22, 0.17, 0.45, 16), plaster);
  pot.position.set(heroX - 2.4, heroY + 0.22, rz - 1.9);
  room.add(pot);
  for (let i = 0; i < 7; i++) {
    const l = new THREE.Mesh(new THREE.IcosahedronGeometry(0.32, 0), leaf);
    l.position.set(heroX - 2.4 + Math.sin(i * 2.1) * 0.25, heroY + 0.8 + i * 0.16, rz - 1.9 + Math.cos(i * 2.1) * 0.2);
    l.scale.set(1, 1.5, 0.6);
    l.rotation.set(i, i * 0.7, 0);
    room.add(l);
  }
  // dining table under a pendant on the right, shelves on the right wall
  room.add(box(1.6, 0.05, 0.85, oak, heroX + 1.9, heroY + 0.76, rz + 0.6));
  for (const [dx, dz] of [
    [-0.7, -0.35],
    [0.7, -0.35],
    [-0.7, 0.35],
    [0.7, 0.35],
  ])
    room.add(box(0.05, 0.74, 0.05, oak, heroX + 1.9 + dx, heroY + 0.38, rz + 0.6 + dz));
  for (const dx of [-0.45, 0.45])
    for (const dz of [-0.65, 0.65]) {
      room.add(box(0.42, 0.05, 0.42, fabric, heroX + 1.9 + dx, heroY + 0.46, rz + 0.6 + dz));
      room.add(box(0.42, 0.45, 0.05, fabric, heroX + 1.9 + dx, heroY + 0.7, rz + 0.6 + dz + Math.sign(dz) * 0.2));
    }
  const pendant = new THREE.Mesh(new THREE.SphereGeometry(0.26, 20, 12), shadeMat);
  pendant.position.set(heroX + 1.9, heroY + 1.95, rz + 0.6);
  room.add(pendant, box(0.015, 0.8, 0.015, brass, heroX + 1.9, heroY + 2.45, rz + 0.6));
  for (let k = 0; k < 4; k++) room.add(box(0.32, 0.04, 1.6, oak, heroX + bay - 0.2, heroY + 0.6 + k * 0.45, rz - 1.2));
  for (let k = 0; k < 9; k++)
    room.add(
      box(
        0.22,
        0.3 + (k % 3) * 0.04,
        0.06,
        k % 2 ? plaster : fabric,
        heroX + bay - 0.22,
        heroY + 0.8 + Math.floor(k / 3) * 0.45,
        rz - 1.8 + (k % 3) * 0.5,
      ),
    );
  const art = canvasTexture(256, 192, (g, w, h) => {
    g.fillStyle = '#e9dcc6';
    g.fillRect(0, 0, w, h);
    g.fillStyle = '#b0603a';
    g.beginPath();
    g.arc(w * 0.38, h * 0.55, 50, 0, Math.PI * 2);
    g.fill();
    g.fillStyle = '#2f3e4a';
    g.fillRect(w * 0.55, h * 0.2, 70, 110);
  });
  const artMesh = new THREE.Mesh(
    new THREE.PlaneGeometry(1.3, 0.95),
    solid(new THREE.MeshStandardMaterial({ map: art.tex, roughness: 0.8 })),
  );
  artMesh.position.set(heroX - 0.3, heroY + 1.75, rz - roomD / 2 + 0.06);
  room.add(artMesh);
  const roomLight = new THREE.PointLight(color('#ffc890'), 0, 12, 1.6);
  roomLight.position.set(heroX + 1.3, heroY + 1.9, rz - 1.2);
  room.add(roomLight);
  const fill = new THREE.PointLight(color('#ffd8a8'), 0, 10, 2);
  fill.position.set(heroX - 0.6, heroY + 2.4, rz + 0.6);
  room.add(fill);

  // ---- the frame as lines: every floor's outline, bay lines, balcony edges, drawn in light
  const seg = [];
  const line = (a, b) => seg.push(...a, ...b);
  const rect = (y, x0, x1, z0, z1) => {
    line([x0, y, z0], [x1, y, z0]);
    line([x1, y, z0], [x1, y, z1]);
    line([x1, y, z1], [x0, y, z1]);
    line([x0, y, z1], [x0, y, z0]);
  };
  for (let f = 0; f <= floors; f++) {
    const y = f * H;
    rect(y, -W / 2, W / 2, -D / 2, D / 2);
    if (f > 0 && f < floors) rect(y, -W / 2, W / 2, front, front + 1.9);
    if (f < floors) {
      for (let i = 0; i <= bays; i++) line([-W / 2 + i * bay, y, front], [-W / 2 + i * bay, y + H, front]);
      for (const x of [-W / 2, W / 2]) for (const z of [-D / 2, 0, D / 2]) line([x, y, z], [x, y + H, z]);
      line([-W / 2 + bay * 4, y, -D / 2], [-W / 2 + bay * 4, y + H, -D / 2]);
      if (f > 0) for (let i = 0; i <= bays; i += 2) line([-W / 2 + i * bay, y, front + 1.9], [-W / 2 + i * bay, y + 1.1, front + 1.9]);
    }
  }
  rect(top, -W / 2, W / 2, -D / 2, D / 2);
  const wireGeo = new THREE.BufferGeometry();
  wireGeo.setAttribute('position', new THREE.Float32BufferAttribute(seg, 3));
  const wireMat = new THREE.LineBasicMaterial({
    color: color('#bfe0ff'),
    transparent: true,
    toneMapped: false,
    clippingPlanes: [wireCut],
    depthWrite: false,
  });
  const wire = new THREE.LineSegments(wireGeo, wireMat);
  scene.add(wire);
  // the build line: a bright band around the footprint at the solid front
  const bandMat = new THREE.MeshBasicMaterial({ color: color('#d8ecff'), toneMapped: false, transparent: true });
  const band = new THREE.Group();
  for (const [w, d, x, z] of [
    [W + 0.8, 0.08, 0, D / 2 + 0.3],
    [W + 0.8, 0.08, 0, -D / 2 - 0.3],
    [0.08, D + 0.6, W / 2 + 0.3, 0],
    [0.08, D + 0.6, -W / 2 - 0.3, 0],
  ])
    band.add(box(w, 0.05, d, bandMat, x, 0, z));
  scene.add(band);

  // light: a low warm sun going down behind the block, a cool sky fill
  const sun = new THREE.DirectionalLight(color('#ffb074'), 2.2);
  sun.position.copy(sunDir).multiplyScalar(80);
  sun.position.y = 26;
  sun.castShadow = true;
  sun.shadow.mapSize.set(1024, 1024);
  Object.assign(sun.shadow.camera, { left: -40, right: 40, top: 40, bottom: -40, near: 10, far: 200 });
  sun.shadow.bias = -0.0006;
  sun.shadow.normalBias = 0.03;
  scene.add(sun);
  scene.add(new THREE.HemisphereLight(color('#7a88c0'), color('#3a3036'), 1.0));

  // the move: from high over the plot (the plan reads), round the front corner as it rises, and
  // down onto the show flat's balcony
  const camera = lens(width, height, 30, 1500);
  // key positions at p = 0, 0.2, 0.4, 0.6, 0.8, 1
  const path = new THREE.CatmullRomCurve3(
    [v3(-30, 48, 40), v3(-14, 40, 50), v3(8, 30, 54), v3(25, 20, 46), v3(26, 14, 32), v3(heroX - 1.1, heroY + 1.85, front + 4.4)],
    false,
    'centripetal',
  );
  const aim = new THREE.CatmullRomCurve3(
    [v3(0, 0, 2), v3(0, 4, 0), v3(0, 8, 0), v3(0, 9, 0), v3(-1, 9.5, 2), v3(heroX - 0.4, heroY + 1.0, rz - 1)],
    false,
    'centripetal',
  );
  const drift = makeNoise(v.seed + 5);
  const pos = new THREE.Vector3();
  const look = new THREE.Vector3();
  return {
    scene,
    camera,
    depthRange: [1, 600],
    look: {
      exposure: 1.15,
      dof: { aperture: 0.0012, maxblur: 0.006 },
      bloom: { strength: 0.5, radius: 0.5, threshold: 0.9 },
      grain: 0.04,
      vignette: 0.45,
      lift: [0.01, 0.012, 0.035],
      gain: [1.05, 0.99, 0.93],
    },
    update(t, p) {
      // the build: lines rise, then the solid follows them up behind the build line
      const hWire = (top + 0.2) * smooth((p - 0.03) / 0.37);
      const hSolid = (top + 0.2) * clamp01((p - 0.15) / 0.43);
      wireCut.constant = hWire + 0.01;
      solidCut.constant = hSolid;
      wire.visible = hWire > 0.01;
      wireMat.opacity = 1 - smooth((p - 0.5) / 0.12);
      band.position.y = hSolid;
      band.visible = hSolid > 0.05 && hSolid < top;
      planMat.opacity = 1 - 0.85 * smooth((p - 0.45) / 0.3);
      // the flats light up one by one as dusk falls
      for (const w of windows) w.mat.color.setScalar(0.04 + w.lit * smooth((p - w.at) / 0.06));
      const heroOn = smooth((p - 0.5) / 0.08);
      roomLight.intensity = 14 * heroOn;
      fill.intensity = 5 * heroOn;
      shadeMat.color.set('#ffdca8').multiplyScalar(0.1 + 1.4 * heroOn);
      const lamps = smooth((p - 0.42) / 0.1);
      lampHeadMat.color.set('#ffc27a').multiplyScalar(lamps * 2);
      for (const l of lampLights) l.intensity = 60 * lamps;
      // camera
      // the crane and orbit run to the wide of the lit block (p 0.62), then the approach to the
      // balcony starts and lands softly and settles there
      const q = p / 0.62;
      const e = p < 0.62 ? 0.8 * lerp(q, smooth(q), 0.5) : 0.8 + 0.2 * smooth((p - 0.62) / 0.33);
      path.getPoint(e, pos);
      aim.getPoint(e, look);
      const amp = 0.06 + 0.05 * e;
      pos.x += drift(t * 0.35, 0.1, 0.3) * amp;
      pos.y += drift(t * 0.35, 2.1, 0.7) * amp * 0.6;
      camera.position.copy(pos);
      camera.lookAt(look);
      return camera.position.distanceTo(look);
    },
  };
}

// ---------------------------------------------------------------------------------------------
// bakery: the recruitment film's "real job": a bakery before dawn. The camera walks at eye height
// past a baker shaping dough at the floured bench (seen from behind, hands at work), behind a rack
// of the night's loaves, to the deck oven where a second baker slides loaves in on a peel; blue
// dawn in the window, warm lamps and the oven's glow inside. A lower third names the role.
function bakery(stage, variant, { width, height }) {
  const v = { seed: 52, role: 'Bread Baker', kicker: 'Now hiring', line: 'Early shift from 4:30 am · Harrow Lane Bakery', ...variant };
  const rand = rng(v.seed);
  const scene = new THREE.Scene();
  scene.background = color('#1a1614');
  scene.environment = stage.studioEnv;
  scene.environmentIntensity = 0.22;
  scene.fog = new THREE.Fog(color('#2a2220'), 9, 22);
  const M = (c, rough = 0.7, extra = {}) => new THREE.MeshStandardMaterial({ color: color(c), roughness: rough, ...extra });
  const put = (m, cast = true) => {
    m.castShadow = cast;
    m.receiveShadow = true;
    scene.add(m);
    return m;
  };

  // the room: concrete floor, white tiles to 2.4 m on the back wall, a tall window on the left
  const floor = new THREE.Mesh(new THREE.PlaneGeometry(16, 14), M('#6a625a', 0.85));
  floor.rotation.x = -Math.PI / 2;
  floor.receiveShadow = true;
  scene.add(floor);
  const tiles = canvasTexture(512, 512, (g, w, h) => {
    g.fillStyle = '#b8b2a8';
    g.fillRect(0, 0, w, h);
    for (let y = 0; y < 16; y++)
      for (let x = 0; x < 8; x++) {
        const off = y % 2 ? 32 : 0;
        const k = 232 + Math.floor(rand() * 14);
        g.fillStyle = `rgb(${k},${k - 3},${k - 8})`;
        g.fillRect(x * 64 + off + 2, y * 32 + 2, 60, 28);
        g.fillRect(x * 64 + off - 64 + 2, y * 32 + 2, 60, 28);
      }
  });
  tiles.tex.wrapS = tiles.tex.wrapT = THREE.RepeatWrapping;
  tiles.tex.repeat.set(12 / 2, 2.4 / 1);
  const back = put(new THREE.Mesh(new THREE.PlaneGeometry(12, 2.4), M('#ffffff', 0.35, { map: tiles.tex })), false);
  back.position.set(0, 1.2, -4.5);
  const upper = put(new THREE.Mesh(new THREE.PlaneGeometry(12, 2.2), M('#3a3430', 0.9)), false);
  upper.position.set(0, 3.5, -4.5);
  const ceiling = new THREE.Mesh(new THREE.PlaneGeometry(12, 10), M('#2a2624', 0.9));
  ceiling.rotation.x = Math.PI / 2;
  ceiling.position.set(0, 4.6, 0);
  scene.add(ceiling);
  const right = put(new THREE.Mesh(new THREE.PlaneGeometry(10, 4.6), M('#4a4440', 0.9)), false);
  right.rotation.y = -Math.PI / 2;
  right.position.set(6, 2.3, 0);
  // the window wall: dark plaster round a tall window onto the street at dawn
  const dawn = canvasTexture(256, 512, (g, w, h) => {
    const sky = g.createLinearGradient(0, 0, 0, h);
    sky.addColorStop(0, '#27345e');
    sky.addColorStop(0.55, '#6c6c9a');
    sky.addColorStop(0.78, '#e7a58a');
    sky.addColorStop(0.8, '#3a3440');
    sky.addColorStop(1, '#2a2630');
    g.fillStyle = sky;
    g.fillRect(0, 0, w, h);
    // the houses across the street, one lit window
    g.fillStyle = '#2e2a36';
    g.fillRect(0, h * 0.62, w * 0.45, h * 0.2);
    g.fillRect(w * 0.55, h * 0.58, w * 0.45, h * 0.24);
    g.fillStyle = '#ffcf8a';
    g.fillRect(w * 0.7, h * 0.66, 18, 22);
  });
  const win = new THREE.Mesh(
    new THREE.PlaneGeometry(2.6, 3.4),
    new THREE.MeshBasicMaterial({ map: dawn.tex, toneMapped: false, color: color('#b0b0c0') }),
  );
  win.rotation.y = Math.PI / 2;
  win.position.set(-6, 2.0, -1.0);
  scene.add(win);
  const wallMat = M('#3e3834', 0.9);
  for (const [w, h, z, y] of [
    [10, 0.3, 0, 0.15],
    [10, 1.0, 0, 4.2],
    [3.6, 4.6, -3.1, 2.3],
    [4.6, 4.6, 2.6, 2.3],
  ]) {
    const part = put(new THREE.Mesh(new THREE.PlaneGeometry(w, h), wallMat), false);
    part.rotation.y = Math.PI / 2;
    part.position.set(-6.01, y, z);
  }
  for (const z of [-2.3, -1.0, 0.3]) put(box(0.08, 3.4, 0.08, M('#1c1a1a', 0.4, { metalness: 0.6 }), -5.95, 2.0, z));
  put(box(0.08, 0.08, 2.6, M('#1c1a1a', 0.4, { metalness: 0.6 }), -5.95, 2.6, -1.0));

  // the bench: steel legs, a maple top dusted with flour, rows of shaped dough
  const flour = canvasTexture(1024, 256, (g, w, h) => {
    g.fillStyle = '#a88660';
    g.fillRect(0, 0, w, h);
    for (let i = 0; i < 60; i++) {
      g.fillStyle = `rgba(120,80,40,${0.08 + rand() * 0.08})`;
      g.fillRect(0, rand() * h, w, 1 + rand() * 2);
    }
    for (let i = 0; i < 2600; i++) {
      const x = w * (0.1 + 0.5 * rand() ** 0.7);
      const y = rand() * h;
      g.fillStyle = `rgba(236,230,218,${0.1 + rand() * 0.3})`;
      g.beginPath();
      g.arc(x, y, 1 + rand() * 5, 0, Math.PI * 2);
      g.fill();
    }
  });
  const benchTop = put(box(5.2, 0.08, 1.3, M('#ffffff', 0.8, { map: flour.tex })), true);
  benchTop.position.set(-2.0, 0.9, -0.6);
  const steel = M('#a8aaae', 0.35, { metalness: 0.9 });
  for (const x of [-4.5, 0.5]) for (const z of [-1.15, -0.05]) put(box(0.05, 0.86, 0.05, steel, x, 0.43, z));
  put(box(5.0, 0.03, 1.2, steel, -2.0, 0.22, -0.6));
  const doughM = new THREE.MeshPhysicalMaterial({ color: color('#efe2c8'), roughness: 0.75, sheen: 0.5, sheenColor: color('#ffffff') });
  const doughGeo = new THREE.SphereGeometry(0.09, 20, 12);
  const doughs = new THREE.InstancedMesh(doughGeo, doughM, 18);
  const q = new THREE.Quaternion();
  for (let i = 0; i < 18; i++) {
    const r = Math.floor(i / 6);
    const c = i % 6;
    m4.compose(v3(-4.2 + c * 0.28, 0.975, -1.0 + r * 0.25), q, v3(1.1, 0.55, 0.9));
    doughs.setMatrixAt(i, m4);
  }
  doughs.castShadow = true;
  scene.add(doughs);
  // the piece being shaped under the baker's hands
  const work = put(new THREE.Mesh(new THREE.SphereGeometry(0.16, 24, 16), doughM));
  // bannetons (proving baskets) along the back of the bench
  const cane = M('#9a6a3a', 0.8);
  for (let i = 0; i < 5; i++) {
    const b = put(new THREE.Mesh(new THREE.CylinderGeometry(0.13, 0.1, 0.09, 20), cane));
    b.position.set(-1.0 + i * 0.3, 0.985, -1.05);
  }

  // bakers: seen from behind, aprons over dark tees, caps
  const baker = (opts) => {
    const pp = person({ trousers: '#2a2a30', style: 'tee', ...opts });
    const apron = new THREE.Mesh(
      new THREE.CylinderGeometry(0.2, 0.24, 0.75, 24, 1, true, -Math.PI / 2 + 0.2, Math.PI - 0.4),
      M('#e8e2d6', 0.9, { side: THREE.DoubleSide }),
    );
    apron.position.set(0, 0.72, 0.02);
    apron.castShadow = true;
    pp.group.add(apron);
    // the apron's tie round the waist
    const tie = new THREE.Mesh(new THREE.TorusGeometry(0.172, 0.012, 6, 32), M('#e8e2d6', 0.9));
    tie.rotation.x = Math.PI / 2;
    tie.scale.set(1.0, 0.6, 1);
    tie.position.y = 0.1;
    pp.torso.add(tie);
    const cap = new THREE.Mesh(
      new THREE.SphereGeometry(0.108, 24, 12, 0, Math.PI * 2, 0, Math.PI * 0.5),
      M(opts.capColour ?? '#2b2b33', 0.8),
    );
    cap.position.y = 0.02;
    pp.head.add(cap);
    pp.group.traverse((o) => {
      if (o.isMesh) o.castShadow = true;
    });
    scene.add(pp.group);
    return pp;
  };
  const shaper = baker({ skin: '#c68c68', top: '#2e3a4a', hair: '#2a1c16' });
  shaper.group.position.set(-2.2, 0, 0.45);
  shaper.group.rotation.y = Math.PI;
  const ovenBaker = baker({ skin: '#8a5a3e', top: '#5a3a46', hair: '#1a1210', capColour: '#c9b8a0' });
  ovenBaker.group.position.set(2.3, 0, -2.15);
  ovenBaker.group.rotation.y = Math.PI + 0.15;

  // the deck oven: black steel, two decks with glowing mouths, a peel going in
  const ovenX = 2.5;
  const ovenZ = -3.85;
  put(box(3.0, 2.5, 1.3, M('#1e1c1c', 0.45, { metalness: 0.7 }), ovenX, 1.25, ovenZ));
  // each deck's mouth: a dark opening with the fire's glow low inside and the loaves in silhouette
  const mouthTex = canvasTexture(512, 96, (g, w, h) => {
    const glow = g.createLinearGradient(0, 0, 0, h);
    glow.addColorStop(0, '#1a0a04');
    glow.addColorStop(0.55, '#b04a10');
    glow.addColorStop(1, '#ffb050');
    g.fillStyle = glow;
    g.fillRect(0, 0, w, h);
    g.fillStyle = 'rgba(40,16,6,0.9)';
    for (let i = 0; i < 7; i++) {
      g.beginPath();
      g.ellipse(40 + i * 72, h * 0.8, 28, 14, 0, Math.PI, 0);
      g.fill();
    }
  });
  const glowMat = new THREE.MeshBasicMaterial({ map: mouthTex.tex, color: color('#ffffff').multiplyScalar(1.6), toneMapped: false });
  for (const y of [0.95, 1.75]) {
    const mouth = new THREE.Mesh(new THREE.PlaneGeometry(2.2, 0.34), glowMat);
    mouth.position.set(ovenX, y, ovenZ + 0.66);
    scene.add(mouth);
    put(box(2.4, 0.06, 0.12, steel, ovenX, y - 0.22, ovenZ + 0.7));
  }
  put(box(3.0, 0.06, 0.08, steel, ovenX, 2.3, ovenZ + 0.66));
  const ovenLight = new THREE.PointLight(color('#ff9a48'), 10, 7, 1.5);
  ovenLight.position.set(ovenX, 1.3, ovenZ + 1.1);
  scene.add(ovenLight);
  const peel = new THREE.Group();
  peel.add(box(0.035, 0.035, 2.2, M('#b08a5a', 0.6), 0, 0, 1.1));
  peel.add(box(0.36, 0.012, 0.4, M('#c8a070', 0.6), 0, 0, -0.15));
  const loafM = M('#9a5a2a', 0.6);
  const peelLoaf = new THREE.Mesh(new THREE.SphereGeometry(0.13, 20, 12), loafM);
  peelLoaf.scale.set(1, 0.5, 1.3);
  peelLoaf.position.set(0, 0.06, -0.15);
  peel.add(peelLoaf);
  peel.traverse((o) => (o.castShadow = true));
  scene.add(peel);

  // the rack of the night's loaves: a steel trolley with trays, passing close to the lens
  const rack = new THREE.Group();
  for (const x of [-0.3, 0.3]) for (const z of [-0.35, 0.35]) rack.add(box(0.03, 1.8, 0.03, steel, x, 0.95, z));
  const loafGeo = new THREE.SphereGeometry(0.1, 16, 10);
  const loaves = new THREE.InstancedMesh(loafGeo, loafM, 8 * 8);
  let n = 0;
  for (let k = 0; k < 8; k++) {
    const y = 0.3 + k * 0.2;
    rack.add(box(0.62, 0.015, 0.72, M('#6a6460', 0.4, { metalness: 0.8 }), 0, y, 0));
    for (let i = 0; i < 8; i++) {
      m4.compose(
        v3(-0.17 + (i % 2) * 0.34, y + 0.05, -0.27 + Math.floor(i / 2) * 0.18 + rand() * 0.02),
        new THREE.Quaternion().setFromEuler(new THREE.Euler(0, rand() * 0.4, 0)),
        v3(1.35, 0.55, 0.75),
      );
      loaves.setMatrixAt(n++, m4);
    }
  }
  rack.add(loaves);
  rack.traverse((o) => (o.castShadow = o.receiveShadow = true));
  rack.position.set(-0.2, 0, 0.55);
  rack.rotation.y = 0.35;
  scene.add(rack);
  // shelves on the back wall: flour sacks and tins
  put(box(3.2, 0.04, 0.4, M('#6a5a48', 0.7), -2.2, 1.9, -4.3));
  for (let i = 0; i < 5; i++) put(box(0.4, 0.5, 0.28, M('#d8cfbe', 0.95), -3.5 + i * 0.62, 2.17, -4.3));

  // light: cool dawn through the window (soft shadows), warm pendants over the bench, the oven
  const dawnLight = new THREE.DirectionalLight(color('#a8b8ff'), 1.6);
  dawnLight.position.set(-12, 5, -1);
  dawnLight.target.position.set(0, 0.5, -1);
  dawnLight.castShadow = true;
  dawnLight.shadow.mapSize.set(1024, 1024);
  Object.assign(dawnLight.shadow.camera, { left: -6, right: 6, top: 5, bottom: -3, near: 2, far: 30 });
  dawnLight.shadow.bias = -0.0005;
  dawnLight.shadow.radius = 4;
  scene.add(dawnLight, dawnLight.target);
  const shadeM = M('#1e2a26', 0.4, { metalness: 0.5, side: THREE.DoubleSide });
  const bulbM = new THREE.MeshBasicMaterial({ color: color('#fff0d0'), toneMapped: false });
  for (const x of [-3.4, -1.4, 0.8]) {
    const shade = new THREE.Mesh(new THREE.ConeGeometry(0.28, 0.24, 24, 1, true), shadeM);
    shade.position.set(x, 2.55, -0.6);
    const bulb = new THREE.Mesh(new THREE.SphereGeometry(0.06, 12, 8), bulbM);
    bulb.position.set(x, 2.45, -0.6);
    scene.add(shade, bulb, box(0.01, 2.0, 0.01, shadeM, x, 3.65, -0.6));
    const l = new THREE.PointLight(color('#ffcf98'), 5.5, 7, 1.6);
    l.position.set(x, 2.35, -0.6);
    scene.add(l);
  }
  const key = new THREE.SpotLight(color('#ffd8a8'), 9, 8, 0.7, 0.8, 1.4);
  key.position.set(-2.0, 3.6, -0.2);
  key.target.position.set(-2.0, 0.9, -0.6);
  key.castShadow = true;
  key.shadow.mapSize.set(512, 512);
  scene.add(key, key.target);
  scene.add(new THREE.HemisphereLight(color('#8a90b0'), color('#3a2a20'), 0.25));

  // flour in the air: motes drifting through the window light
  const moteCount = 220;
  const motePos = new Float32Array(moteCount * 3);
  const moteSeed = [];
  for (let i = 0; i < moteCount; i++) moteSeed.push([-5 + rand() * 8, 0.8 + rand() * 2.4, -3 + rand() * 4, rand() * 10]);
  const motes = new THREE.Points(
    new THREE.BufferGeometry().setAttribute('position', new THREE.BufferAttribute(motePos, 3)),
    new THREE.PointsMaterial({ color: color('#fff4e0'), size: 0.012, transparent: true, opacity: 0.7, depthWrite: false }),
  );
  scene.add(motes);

  // the camera and its lower third (a card drawn in the site's typefaces, fixed to the lens)
  const camera = lens(width, height, 32, 60);
  scene.add(camera);
  const hud = canvasTexture(width, height, () => {});
  const hudH = 2 * Math.tan(THREE.MathUtils.degToRad(camera.fov / 2));
  const hudMesh = new THREE.Mesh(
    new THREE.PlaneGeometry(hudH * (width / height), hudH),
    new THREE.MeshBasicMaterial({ map: hud.tex, transparent: true, depthTest: false, depthWrite: false, toneMapped: false }),
  );
  hudMesh.position.z = -1;
  hudMesh.renderOrder = 10;
  camera.add(hudMesh);
  const drawHud = (a) => {
    hud.redraw((g, w, h) => {
      g.clearRect(0, 0, w, h);
      if (a <= 0) return;
      const s = w / 1280;
      const x = 88 * s;
      const y = h - 150 * s;
      const e = 1 - (1 - a) ** 3;
      // a soft shade behind the type so it reads over the bright bench
      const shade = g.createLinearGradient(0, y - 120 * s, 0, h);
      shade.addColorStop(0, 'rgba(10,8,8,0)');
      shade.addColorStop(1, `rgba(10,8,8,${0.7 * e})`);
      g.fillStyle = shade;
      g.fillRect(0, y - 120 * s, w, h);
      g.fillStyle = `rgba(150,134,255,${e})`;
      g.fillRect(x, y - 64 * s, 4 * s, 120 * s * e);
      g.globalAlpha = e;
      const dx = (1 - e) * -24 * s;
      g.fillStyle = '#b4a8ff';
      g.font = `600 ${17 * s}px Inter`;
      g.letterSpacing = `${2.4 * s}px`;
      g.fillText(v.kicker.toUpperCase(), x + 22 * s + dx, y - 44 * s);
      g.letterSpacing = '0px';
      g.fillStyle = '#f4efe6';
      g.font = `400 ${74 * s}px "Instrument Serif"`;
      g.fillText(v.role, x + 20 * s + dx, y + 16 * s);
      g.fillStyle = 'rgba(232,226,216,0.9)';
      g.font = `500 ${20 * s}px Inter`;
      g.fillText(v.line, x + 22 * s + dx, y + 48 * s);
      g.globalAlpha = 1;
    });
  };

  const path = new THREE.CatmullRomCurve3([v3(-0.7, 1.72, 1.9), v3(0.2, 1.66, 2.4), v3(1.5, 1.6, 1.2), v3(2.2, 1.6, 0.5)]);
  const aim = new THREE.CatmullRomCurve3([v3(-2.4, 0.95, -0.4), v3(-0.6, 1.0, -1.6), v3(2.0, 1.1, -3.0), v3(2.4, 1.15, -3.3)]);
  const drift = makeNoise(v.seed + 3);
  const pos = new THREE.Vector3();
  const look = new THREE.Vector3();
  const hand = new THREE.Vector3();
  return {
    scene,
    camera,
    depthRange: [0.3, 30],
    look: {
      exposure: 1.05,
      dof: false,
      bloom: { strength: 0.45, radius: 0.5, threshold: 1.0 },
      grain: 0.045,
      vignette: 0.45,
      lift: [0.004, 0.016, 0.03],
      gain: [1.06, 0.99, 0.9],
    },
    update(t, p) {
      // the shaper kneads: the push comes from the body, not the arms alone. Hips and shoulders rock over
      // the dough, the second hand follows the first a beat behind, the weight shifts from foot to foot
      // at half the kneading rate, and as the camera passes she glances over her shoulder toward it
      const k = Math.sin(t * 5.2);
      const sway = Math.sin(t * 2.6);
      const glance = smooth((t - 0.7) / 0.5) - smooth((t - 1.9) / 0.6);
      for (const [j, { arm, fore, s }] of shaper.arms.entries()) {
        const kj = j === 0 ? k : Math.sin(t * 5.2 - 0.7);
        arm.rotation.set(-0.75 - 0.2 * kj, s * 0.06 * kj, s * -0.22);
        fore.rotation.set(-0.55 + 0.22 * kj, 0, s * 0.25);
      }
      shaper.group.position.set(-2.2 + 0.018 * sway, 0, 0.45 - 0.025 * k);
      shaper.hips.rotation.z = -0.02 * sway;
      shaper.torso.rotation.set(0.2 + 0.07 * k, 0.05 * Math.sin(t * 2.6 + 1.2), 0.03 * sway);
      shaper.head.rotation.set(
        0.35 + 0.05 * Math.sin(t * 5.2 - 1.1) - 0.15 * glance,
        0.06 * Math.sin(t * 0.7) - 0.55 * glance,
        -0.02 * sway,
      );
      shaper.arms[0].hand.getWorldPosition(hand);
      work.position.set(-2.2, 0.99, hand.z - 0.05);
      work.scale.set(1.25 - 0.12 * k, 0.45 + 0.05 * k, 1.0 + 0.12 * k);
      // the oven baker slides a loaf in on the peel and draws the peel back: he steps in and leans with
      // the push, the rear hand drives it, his head follows the loaf into the deck and he settles after
      const stroke = 0.5 - 0.5 * Math.cos(Math.min(t, 6) * 1.05);
      const push = Math.sin(Math.min(t, 6) * 1.05); // + while the peel goes in, - while it comes back
      peel.position.set(ovenX + 0.05, 0.86, -2.55 - stroke * 1.0);
      peelLoaf.visible = stroke < 0.96 || t < 3;
      for (const [j, { arm, fore, s }] of ovenBaker.arms.entries()) {
        const reach = j === 0 ? stroke : stroke * 0.8 + 0.08 * push;
        arm.rotation.set(-0.7 - 0.42 * reach, 0, s * -0.1);
        fore.rotation.set(-0.7 + 0.4 * reach, 0, 0);
      }
      ovenBaker.group.position.set(2.3 + 0.02 * push, 0, -1.75 - 0.32 * stroke);
      ovenBaker.hips.rotation.z = 0.025 * push;
      ovenBaker.torso.rotation.set(0.1 + 0.16 * stroke + 0.04 * push, 0.08 * push, -0.02 * push);
      ovenBaker.head.rotation.set(0.12 + 0.14 * stroke, -0.06 * push, 0);
      ovenLight.intensity = 10 + 1.5 * Math.sin(t * 7) * Math.sin(t * 3.1);
      // flour motes drift and sink
      for (let i = 0; i < moteCount; i++) {
        const [x, y, z, ph] = moteSeed[i];
        motePos[i * 3] = x + Math.sin(t * 0.5 + ph) * 0.15 + t * 0.05;
        motePos[i * 3 + 1] = y - ((t * 0.06 + ph) % 1) * 0.3;
        motePos[i * 3 + 2] = z + Math.cos(t * 0.4 + ph) * 0.15;
      }
      motes.geometry.attributes.position.needsUpdate = true;
      // the camera walks: a steady operator at eye height, a small step rhythm in the height
      const e = lerp(p, smooth(p), 0.5);
      path.getPoint(e, pos);
      aim.getPoint(e, look);
      pos.y += Math.sin(t * Math.PI * 3.6) * 0.008 + drift(t * 0.5, 0.2, 0.1) * 0.02;
      pos.x += drift(t * 0.5, 1.3, 0.4) * 0.03;
      camera.position.copy(pos);
      camera.lookAt(look);
      drawHud(smooth((t - 1.6) / 0.9));
      return camera.position.distanceTo(look);
    },
  };
}

export const scenes = { offplan, bakery };
