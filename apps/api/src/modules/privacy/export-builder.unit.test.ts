import { type PassThrough, Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import type { Storage } from "../../storage/storage.ts";
import { personalDataArchive } from "./export-builder.ts";

/** A stored file of `chunks` chunks of 64 KB of random bytes (they do not compress), read on demand. */
function bigFile(chunks: number) {
  let sent = 0;
  const stream = new Readable({
    read() {
      if (sent === chunks) {
        this.push(null);
        return;
      }
      sent += 1;
      this.push(Buffer.from(Array.from({ length: 65_536 }, () => Math.floor(Math.random() * 256))));
    },
  });
  return { stream, sent: () => sent };
}

function storageOf(stream: Readable): Storage {
  return {
    put: async () => undefined,
    get: async () => stream,
    remove: async () => undefined,
    exists: async () => true,
  };
}

const log = { error: () => undefined };
const until = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((r) => setTimeout(r, 10));
  return check();
};

describe("personal-data archive", () => {
  it("stops reading and closes the stored file when the client goes away while it waits for the client", async () => {
    const file = bigFile(200);
    // The archive is a PassThrough: the build writes into it, the response reads from it.
    const out = personalDataArchive(
      storageOf(file.stream),
      {},
      [{ key: "a/photo.jpg", path: "photo.jpg" }],
      log,
    ) as PassThrough;
    // Nobody reads: the build fills the buffer and waits for the client.
    expect(await until(() => out.writableNeedDrain)).toBe(true);
    const readBeforeLeaving = file.sent();
    out.destroy();
    // The stored file's stream is closed, not left open for as long as the process runs.
    expect(await until(() => file.stream.destroyed)).toBe(true);
    expect(file.sent()).toBeLessThan(200);
    expect(file.sent() - readBeforeLeaving).toBeLessThanOrEqual(2);
  });

  it("streams every chunk of a file to a client that reads it", async () => {
    const file = bigFile(40);
    const out = personalDataArchive(storageOf(file.stream), {}, [{ key: "a/cv.pdf", path: "cv.pdf" }], log);
    let bytes = 0;
    for await (const chunk of out) bytes += (chunk as Buffer).length;
    expect(file.sent()).toBe(40);
    expect(bytes).toBeGreaterThan(40 * 65_536);
  });
});
