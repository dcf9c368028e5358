/**
 * Bytes for the compact index: unsigned LEB128 varints (7 bits a byte, low first) up to 2^53,
 * zigzag for signed deltas, and a reader that refuses to read past the end.
 */
export class ByteWriter {
  private data = new Uint8Array(4096);
  length = 0;

  private room(n: number): void {
    if (this.length + n <= this.data.length) return;
    const next = new Uint8Array(Math.max(this.data.length * 2, this.length + n));
    next.set(this.data.subarray(0, this.length));
    this.data = next;
  }

  varint(value: number): void {
    this.room(8);
    let v = value;
    while (v >= 0x80) {
      this.data[this.length++] = (v % 0x80) | 0x80;
      v = Math.floor(v / 0x80);
    }
    this.data[this.length++] = v;
  }

  bytes(chunk: Uint8Array): void {
    this.room(chunk.length);
    this.data.set(chunk, this.length);
    this.length += chunk.length;
  }

  result(): Uint8Array {
    return this.data.slice(0, this.length);
  }
}

export class CorruptIndexError extends Error {
  constructor(what: string) {
    super(`Corrupt compact index: ${what}`);
    this.name = 'CorruptIndexError';
  }
}

export class ByteReader {
  position = 0;

  constructor(private readonly data: Uint8Array) {}

  get remaining(): number {
    return this.data.length - this.position;
  }

  get atEnd(): boolean {
    return this.position === this.data.length;
  }

  byte(): number {
    if (this.position >= this.data.length) throw new CorruptIndexError('it ends early');
    return this.data[this.position++]!;
  }

  varint(): number {
    let value = 0;
    let factor = 1;
    for (let i = 0; i < 8; i++) {
      const b = this.byte();
      value += (b & 0x7f) * factor;
      if (b < 0x80) return value;
      factor *= 0x80;
    }
    throw new CorruptIndexError('a number is too long');
  }

  take(length: number): Uint8Array {
    if (length > this.data.length - this.position) throw new CorruptIndexError('it ends early');
    const chunk = this.data.subarray(this.position, this.position + length);
    this.position += length;
    return chunk;
  }
}

export const zigzag = (v: number): number => (v < 0 ? -2 * v - 1 : 2 * v);
export const unzigzag = (u: number): number => (u % 2 === 1 ? -(u + 1) / 2 : u / 2);
