import { randomUUID } from "node:crypto";
import { mkdir, open, rename, rm, stat, writeFile } from "node:fs/promises";
import { dirname, join, resolve, sep } from "node:path";
import type { Readable } from "node:stream";

/** Where uploaded files live. Keys are relative paths such as `companies/12/documents/<uuid>.pdf`. */
export type Storage = {
  put(key: string, data: Buffer): Promise<void>;
  get(key: string): Promise<Readable>;
  remove(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
};

/** The longest key (the stored_file primary key is varchar(400)). */
export const STORAGE_KEY_MAX_LENGTH = 400;
const KEY_CHARS = /^[\w\-/.]+$/;

/**
 * Every driver accepts the same keys: letters, digits, `_`, `-`, `.` and `/`, no `..`, no leading `/`,
 * at most 400 characters. Anything else is a programming error (keys are built by the services, never typed by users).
 */
export function assertStorageKey(key: string): void {
  if (
    key.length === 0 ||
    key.length > STORAGE_KEY_MAX_LENGTH ||
    !KEY_CHARS.test(key) ||
    key.includes("..") ||
    key.startsWith("/")
  ) {
    throw new Error(`invalid storage key ${key.slice(0, 80)}`);
  }
}

/** A missing file, with the code the disk driver's stream reports (ENOENT). */
export class StoredFileNotFound extends Error {
  readonly code = "ENOENT";
}

/** Files on local disk under one root folder (DATA_DIR/uploads). Writes are atomic: temp file, then rename. */
export class DiskStorage implements Storage {
  private readonly root: string;

  constructor(root: string) {
    this.root = resolve(root);
  }

  private path(key: string): string {
    assertStorageKey(key);
    const full = resolve(this.root, key);
    if (!full.startsWith(this.root + sep)) throw new Error(`storage key escapes the root: ${key}`);
    return full;
  }

  async put(key: string, data: Buffer): Promise<void> {
    const target = this.path(key);
    await mkdir(dirname(target), { recursive: true });
    const temp = join(dirname(target), `.${randomUUID()}.part`);
    await writeFile(temp, data);
    await rename(temp, target);
  }

  /** Opens the file first, so a missing one rejects here (ENOENT) rather than failing the stream later. */
  async get(key: string): Promise<Readable> {
    const handle = await open(this.path(key), "r");
    return handle.createReadStream();
  }

  async remove(key: string): Promise<void> {
    await rm(this.path(key), { force: true });
  }

  async exists(key: string): Promise<boolean> {
    const path = this.path(key);
    try {
      await stat(path);
      return true;
    } catch {
      return false;
    }
  }
}
