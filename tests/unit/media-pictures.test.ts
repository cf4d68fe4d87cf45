import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { images, logos, type Picture } from '#src/content/media';

/** Width and height of a WebP file, from its header (lossy VP8, lossless VP8L or extended VP8X). */
function webpSize(file: string): { width: number; height: number } {
  const b = fs.readFileSync(file);
  expect(b.toString('ascii', 0, 4) + b.toString('ascii', 8, 12), file).toBe('RIFFWEBP');
  const chunk = b.toString('ascii', 12, 16);
  if (chunk === 'VP8X') return { width: 1 + b.readUIntLE(24, 3), height: 1 + b.readUIntLE(27, 3) };
  if (chunk === 'VP8L') {
    const bits = b.readUInt32LE(21);
    return { width: 1 + (bits & 0x3fff), height: 1 + ((bits >> 14) & 0x3fff) };
  }
  return { width: b.readUInt16LE(26) & 0x3fff, height: b.readUInt16LE(28) & 0x3fff };
}

const pictures: [string, Picture][] = [...Object.entries(images), ...Object.entries(logos)];

describe('pictures the views name by path (service art, lead art, client wordmarks)', () => {
  it.each(pictures)('%s exists and is exactly the size the views reserve for it', (_, picture) => {
    const file = path.join('public', picture.src);
    expect(fs.existsSync(file), picture.src).toBe(true);
    expect(webpSize(file)).toEqual({ width: picture.width, height: picture.height });
  });

  it('client wordmarks have a transparent background (they sit on either theme)', () => {
    for (const logo of Object.values(logos)) {
      const b = fs.readFileSync(path.join('public', logo.src));
      // VP8X flags byte: bit 4 = alpha.
      expect(b.toString('ascii', 12, 16), logo.src).toBe('VP8X');
      expect(b[20]! & 0x10, logo.src).toBe(0x10);
    }
  });
});
