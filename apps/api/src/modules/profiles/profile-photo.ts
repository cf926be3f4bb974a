import { randomUUID } from "node:crypto";
import { PROFILE_LIMITS } from "@mkt/contracts";
import type { Db } from "../../db/client.ts";
import type { Storage } from "../../storage/storage.ts";
import { type IncomingFile, readUpload } from "../../storage/uploads.ts";
import { type Editor, ownProfile } from "./access.ts";
import { setProfilePhotoKey } from "./queries/profile-writes.ts";
import { getProfile } from "./read-profile.ts";

/** Stores a new photo of the profile (PNG, JPEG or WebP), then removes the previous one. */
export async function savePhoto(
  db: Db,
  storage: Storage,
  manager: Editor,
  id: number,
  file: IncomingFile | undefined,
) {
  const found = await ownProfile(db, manager, id);
  const upload = await readUpload(file, {
    maxBytes: PROFILE_LIMITS.photoMaxBytes,
    kinds: ["png", "jpeg", "webp"],
  });
  const key = `companies/${manager.companyId}/profiles/${id}/photo-${randomUUID()}.${upload.kind}`;
  await storage.put(key, upload.data);
  await setProfilePhotoKey(db, id, key);
  if (found.profile.photoKey) await storage.remove(found.profile.photoKey);
  return getProfile(db, manager, id);
}

export async function removePhoto(db: Db, storage: Storage, manager: Editor, id: number) {
  const found = await ownProfile(db, manager, id);
  if (found.profile.photoKey) {
    await setProfilePhotoKey(db, id, null);
    await storage.remove(found.profile.photoKey);
  }
  return getProfile(db, manager, id);
}
