/** A growable Int32 list: building typed-array columns without millions of small JS arrays. */
export class IntBuffer {
  data = new Int32Array(1024);
  length = 0;

  push(value: number): void {
    if (this.length === this.data.length) {
      const next = new Int32Array(this.data.length * 2);
      next.set(this.data);
      this.data = next;
    }
    this.data[this.length++] = value;
  }

  toArray(): Int32Array {
    return this.data.slice(0, this.length);
  }
}

/** The narrowest unsigned array that holds values up to `max`. */
export function narrowArray(max: number, length: number): Uint8Array | Uint16Array | Uint32Array {
  if (max < 0x100) return new Uint8Array(length);
  if (max < 0x10000) return new Uint16Array(length);
  return new Uint32Array(length);
}
