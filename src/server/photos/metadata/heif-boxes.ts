/** One ISO base media box: its type and where its content lies in the file. */
export interface Box {
  type: string;
  /** The content's start, after the size, type (and a full box's version and flags). */
  start: number;
  end: number;
}

/** The boxes laid one after another from `start` to `end`; null when one overruns. */
export function readBoxes(file: Buffer, start: number, end: number): Box[] | null {
  const boxes: Box[] = [];
  let offset = start;
  while (offset + 8 <= end) {
    let size = file.readUInt32BE(offset);
    const type = file.toString('latin1', offset + 4, offset + 8);
    let header = 8;
    if (size === 1) {
      if (offset + 16 > end) return null;
      size = Number(file.readBigUInt64BE(offset + 8));
      header = 16;
    } else if (size === 0) {
      size = end - offset;
    }
    if (size < header || offset + size > end) return null;
    boxes.push({ type, start: offset + header, end: offset + size });
    offset += size;
  }
  return boxes;
}

/** A reader of big-endian fields, moving forward; each read past `end` throws. */
export class FieldReader {
  constructor(
    private readonly file: Buffer,
    public at: number,
    private readonly end: number,
  ) {}

  /** An unsigned integer of 0, 2, 4 or 8 bytes (0: always 0, as iloc's sizes allow). */
  uint(bytes: number): number {
    if (this.at + bytes > this.end) throw new RangeError('field past its box');
    const at = this.at;
    this.at += bytes;
    if (bytes === 0) return 0;
    if (bytes === 1) return this.file.readUInt8(at);
    if (bytes === 2) return this.file.readUInt16BE(at);
    if (bytes === 4) return this.file.readUInt32BE(at);
    if (bytes === 8) return Number(this.file.readBigUInt64BE(at));
    throw new RangeError(`no ${bytes}-byte field`);
  }

  /** Moves past a field not needed. */
  skip(bytes: number): void {
    if (this.at + bytes > this.end) throw new RangeError('field past its box');
    this.at += bytes;
  }

  /** A string ended by a NUL. */
  text(): string {
    const nul = this.file.indexOf(0, this.at);
    if (nul === -1 || nul >= this.end) throw new RangeError('text past its box');
    const value = this.file.toString('utf8', this.at, nul);
    this.at = nul + 1;
    return value;
  }

  fourcc(): string {
    if (this.at + 4 > this.end) throw new RangeError('field past its box');
    const value = this.file.toString('latin1', this.at, this.at + 4);
    this.at += 4;
    return value;
  }
}
