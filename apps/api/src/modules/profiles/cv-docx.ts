import { CV_LIMITS } from "@mkt/contracts";
import JSZip from "jszip";
import yauzl from "yauzl";
import { AppError } from "../../lib/app-error.ts";

/**
 * The parts of a DOCX (a zip), expanded within CV_LIMITS. The zip's central directory is read first: too many
 * entries, or declared sizes adding up to more than the cap, are refused before anything is inflated. Declared
 * sizes can lie, so the inflated bytes are counted too: yauzl fails an entry whose data outgrows its declared
 * size (validateEntrySizes), and the total is checked as each chunk arrives.
 */
export async function expandDocx(data: Buffer): Promise<Map<string, Buffer>> {
  let zip: yauzl.ZipFile;
  try {
    zip = await yauzl.fromBufferPromise(data, { validateEntrySizes: true, strictFileNames: false });
  } catch {
    throw new AppError("profiles.cv_unreadable");
  }
  try {
    return await expandEntries(zip);
  } finally {
    zip.close();
  }
}

async function expandEntries(zip: yauzl.ZipFile): Promise<Map<string, Buffer>> {
  if (zip.entryCount > CV_LIMITS.docxMaxEntries) throw new AppError("profiles.cv_docx_too_many_entries");
  const entries: yauzl.Entry[] = [];
  let declared = 0;
  try {
    for await (const entry of zip.eachEntry()) {
      declared += entry.uncompressedSize;
      if (declared > CV_LIMITS.docxMaxExpandedBytes)
        throw new AppError("profiles.cv_docx_too_large_expanded");
      if (!entry.fileName.endsWith("/")) entries.push(entry);
    }
  } catch (error) {
    throw error instanceof AppError ? error : new AppError("profiles.cv_unreadable");
  }
  const parts = new Map<string, Buffer>();
  let expanded = 0;
  for (const entry of entries) {
    const chunks: Buffer[] = [];
    try {
      const stream = await zip.openReadStreamPromise(entry);
      for await (const chunk of stream as AsyncIterable<Buffer>) {
        expanded += chunk.length;
        if (expanded > CV_LIMITS.docxMaxExpandedBytes) {
          stream.destroy();
          throw new AppError("profiles.cv_docx_too_large_expanded");
        }
        chunks.push(chunk);
      }
    } catch (error) {
      throw error instanceof AppError ? error : new AppError("profiles.cv_unreadable");
    }
    parts.set(entry.fileName, Buffer.concat(chunks));
  }
  return parts;
}

/**
 * The DOCX rebuilt from its checked parts with no compression, for mammoth: what mammoth inflates again is then
 * exactly the bytes counted above, whatever the original zip declared.
 */
export async function checkedDocx(data: Buffer): Promise<Buffer> {
  const parts = await expandDocx(data);
  const stored = new JSZip();
  for (const [name, content] of parts) stored.file(name, content, { binary: true, createFolders: false });
  return stored.generateAsync({ type: "nodebuffer", compression: "STORE" });
}
