import type { CostumeDrawer } from './costume';
import { drawCloth, finish, type Tailor, tailor } from './garment';
import { castShadow, metalFill, modelForm } from './shading';
import { f } from './svg';
import { furStrokes, mailPattern } from './textures';
import { torsoPath } from './torso';

/*
 * Hearth-Forged Raider: a shaggy fur mantle over the shoulders, a leather jerkin, mail at the
 * chest and a bronze brooch pinning the mantle.
 */

const LEATHER = '#5a3a22';
const FUR = '#6b5a48';

function mantle(t: Tailor): string {
  const { u, shoulderHalf, neckHalf, far } = t.body;
  const brush = t.front;
  const d = `M${f(-neckHalf * 1.3)},${f(-0.25 * u)} Q0,${f(-0.05 * u)} ${f(neckHalf * 1.3)},${f(-0.25 * u)} C${f(shoulderHalf * 0.8)},${f(-0.3 * u)} ${f(shoulderHalf * 1.3)},${f(0 * u)} ${f(far)},${f(0.8 * u)} L${f(far)},${f(1.3 * u)} C${f(shoulderHalf * 1.2)},${f(1.0 * u)} ${f(shoulderHalf * 0.6)},${f(0.8 * u)} 0,${f(0.75 * u)} C${f(-shoulderHalf * 0.6)},${f(0.8 * u)} ${f(-shoulderHalf * 1.2)},${f(1.0 * u)} ${f(-far)},${f(1.3 * u)} L${f(-far)},${f(0.8 * u)} C${f(-shoulderHalf * 1.3)},${f(0 * u)} ${f(-shoulderHalf * 0.8)},${f(-0.3 * u)} ${f(-neckHalf * 1.3)},${f(-0.25 * u)} Z`;
  const clip = brush.layer.clip(d);
  const line = [-2.4, -1.6, -0.9, -0.3, 0.3, 0.9, 1.6, 2.4].map((x) => ({
    x: x * shoulderHalf * 0.5,
    y: (0.3 + Math.abs(x) * 0.05) * u,
  }));
  return [
    drawCloth(t, brush, { d, base: FUR, contrast: 1.2, texture: { scale: 0.15, strength: 0.2 } }),
    `<g clip-path="${clip}">${furStrokes(t.random, line, 1.0 * u, ['#3a2e24', '#8a7660', '#a89078', '#241c16', '#5e4e3e'], 0.16 * u, 500, { x: 0, y: 1 })}</g>`,
  ].join('');
}

export const raider: CostumeDrawer = (input) => {
  const t = tailor('raider', input);
  const { u, shoulderHalf } = t.body;
  const brush = t.front;
  const jerkin = drawCloth(t, brush, {
    d: torsoPath(t.body),
    base: LEATHER,
    contrast: 1.3,
    texture: { scale: 0.2, strength: 0.18 },
  });
  const mailD = `M${f(-shoulderHalf * 0.5)},${f(0.5 * u)} L${f(shoulderHalf * 0.5)},${f(0.5 * u)} L${f(shoulderHalf * 0.45)},${f(t.body.bottom + u)} L${f(-shoulderHalf * 0.45)},${f(t.body.bottom + u)} Z`;
  const mail = `<path d="${mailD}" fill="${mailPattern(brush, 0.07 * u, '#8a8c90')}"/>${modelForm(brush, brush.layer.clip(mailD), t.body.box, 0.5 * u, shoulderHalf)}`;
  const brooch = `<circle cx="${f(-shoulderHalf * 0.45)}" cy="${f(0.55 * u)}" r="${f(0.13 * u)}" fill="${metalFill(brush, '#b07a3a', { x: -shoulderHalf * 0.45, y: 0.55 * u }, 0.13 * u)}" stroke="#3a2410" stroke-width="${f(0.02 * u)}"/>`;
  return finish(t, {
    front:
      jerkin +
      mail +
      castShadow(brush, { x: 0, y: 0.8 * u }, shoulderHalf, 0.2 * u, 0.6) +
      mantle(t) +
      brooch,
  });
};
