import { strToU8, zipSync, type Zippable } from "fflate";

/** Builds a ZIP from named JSON values, texts and already-compressed binaries (stored, not deflated). */
export class ZipBuilder {
  private readonly files: Zippable = {};

  json(name: string, value: unknown): this {
    this.files[name] = strToU8(`${JSON.stringify(value, null, 2)}\n`);
    return this;
  }

  text(name: string, value: string): this {
    this.files[name] = strToU8(value);
    return this;
  }

  /** JPEG/WebP bytes gain nothing from deflate. */
  binary(name: string, bytes: Uint8Array): this {
    this.files[name] = [bytes, { level: 0 }];
    return this;
  }

  build(): Buffer {
    return Buffer.from(zipSync(this.files, { level: 6 }));
  }
}
