import { PassThrough, type Readable } from "node:stream";
import { PERSONAL_DATA_FORMAT } from "@mkt/contracts";
import { Zip, ZipDeflate, ZipPassThrough } from "fflate";
import type { Storage } from "../../storage/storage.ts";
import type { PersonalFile } from "./queries/personal-data.ts";

type Log = { error(details: object, message: string): void };

/**
 * Streams the personal-data archive: each stored file under files/ as it is read (stored, not recompressed:
 * pictures, PDFs and DOCX files are compressed already), then data.json listing what was included and any
 * file the storage no longer has. fflate builds the ZIP chunk by chunk, so no archive is held in memory and
 * the writer waits whenever the client reads slower than the files are read, and stops reading when the client
 * goes away.
 */
export function personalDataArchive(
  storage: Storage,
  data: Record<string, unknown>,
  files: PersonalFile[],
  log: Log,
): Readable {
  const out = new PassThrough();
  const zip = new Zip((error, chunk, final) => {
    if (error) {
      out.destroy(error);
      return;
    }
    out.write(chunk);
    if (final) out.end();
  });
  // Waits while the client reads slower than the files are read; a client that went away (the response, hence
  // `out`, destroyed) ends the wait too: a destroyed stream never drains, and the build would hold its file open.
  const drained = () =>
    out.writableNeedDrain && !out.destroyed
      ? new Promise<void>((resolve) => {
          const done = () => {
            out.off("drain", done);
            out.off("close", done);
            resolve();
          };
          out.on("drain", done);
          out.on("close", done);
        })
      : Promise.resolve();

  const build = async () => {
    const included: { path: string; size: number }[] = [];
    const missing: string[] = [];
    for (const file of files) {
      if (out.destroyed) return;
      let stream: Readable;
      try {
        stream = await storage.get(file.key);
      } catch {
        missing.push(`files/${file.path}`);
        continue;
      }
      const entry = new ZipPassThrough(`files/${file.path}`);
      zip.add(entry);
      let size = 0;
      for await (const chunk of stream) {
        const bytes = chunk instanceof Uint8Array ? chunk : Buffer.from(String(chunk));
        size += bytes.length;
        entry.push(bytes);
        await drained();
        // Leaving the loop closes the file's stream.
        if (out.destroyed) return;
      }
      entry.push(new Uint8Array(0), true);
      included.push({ path: `files/${file.path}`, size });
    }
    const json = new ZipDeflate("data.json", { level: 6 });
    zip.add(json);
    const document = {
      format: PERSONAL_DATA_FORMAT,
      generatedAt: new Date().toISOString(),
      ...data,
      files: included,
      missingFiles: missing,
    };
    json.push(Buffer.from(JSON.stringify(document, null, 2)), true);
    zip.end();
  };
  build().catch((error: unknown) => {
    log.error({ err: error }, "privacy: export archive failed");
    out.destroy(error instanceof Error ? error : new Error("export failed"));
  });
  return out;
}
