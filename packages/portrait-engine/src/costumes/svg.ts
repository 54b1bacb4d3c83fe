import { gradient } from '../scenes/paint-kit';
import type { Box } from './frame';

/** A length or coordinate as SVG text: one decimal is finer than a pixel needs. */
export const f = (n: number) => n.toFixed(1);

/** Points as an SVG path's move-and-lines, closed. */
export function polygon(points: readonly (readonly [number, number])[]): string {
  return `${points.map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${f(x)},${f(y)}`).join(' ')} Z`;
}

/**
 * One layer's SVG being built: its definitions (ids prefixed so layers of one costume, or
 * two costumes, never clash) and its shapes in drawing order.
 */
export class SvgLayer {
  private readonly defs: string[] = [];
  private readonly shapes: string[] = [];
  private count = 0;

  constructor(private readonly prefix: string) {}

  /** A fresh id for a definition. */
  id(name: string): string {
    this.count++;
    return `${this.prefix}-${name}${this.count}`;
  }

  def(markup: string): void {
    this.defs.push(markup);
  }

  add(...markup: string[]): void {
    this.shapes.push(...markup);
  }

  /** A gradient in the user space of whatever uses it; returns the `url(#…)` to fill with. */
  gradient(
    kind: 'linear' | 'radial',
    attributes: string,
    stops: readonly (readonly [number, string, number?])[],
  ): string {
    const id = this.id(kind === 'linear' ? 'lg' : 'rg');
    this.def(gradient(kind, id, `gradientUnits="userSpaceOnUse" ${attributes}`, stops));
    return `url(#${id})`;
  }

  /** A clip path from a path's outline; returns the `url(#…)`. */
  clip(d: string): string {
    const id = this.id('clip');
    this.def(`<clipPath id="${id}"><path d="${d}"/></clipPath>`);
    return `url(#${id})`;
  }

  toString(): string {
    const defs = this.defs.length > 0 ? `<defs>${this.defs.join('')}</defs>` : '';
    return defs + this.shapes.join('');
  }
}

/**
 * The box round a path made of absolute moves, lines and curves (control points included, so
 * it may be a little large), cut to `within`; `within` itself for paths it cannot read.
 */
export function pathBox(d: string, within: Box): Box {
  if (/[a-zA-Z]/.test(d.replace(/[MLCQZ]/g, ''))) return within;
  const numbers = d.match(/-?\d+(\.\d+)?/g)?.map(Number) ?? [];
  const xs = numbers.filter((_, i) => i % 2 === 0);
  const ys = numbers.filter((_, i) => i % 2 === 1);
  if (xs.length === 0) return within;
  const x = Math.max(within.x, Math.min(...xs));
  const y = Math.max(within.y, Math.min(...ys));
  const right = Math.min(within.x + within.width, Math.max(...xs));
  const bottom = Math.min(within.y + within.height, Math.max(...ys));
  return right > x && bottom > y ? { x, y, width: right - x, height: bottom - y } : within;
}
