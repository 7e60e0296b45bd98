// The media store on this machine's disk (DATA_DIR/media): right for one process, or processes sharing one folder.
import { randomUUID } from "node:crypto";
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import {
  contentTypeOfKey,
  isMediaKey,
  MalformedMediaKey,
  type MediaStore,
  mediaKeyFor,
  type StoredMedia,
} from "./media-store";

export class LocalMediaStore implements MediaStore {
  constructor(private readonly folder: string) {}

  async put(bytes: Uint8Array, contentType: string): Promise<string> {
    const key = mediaKeyFor(bytes, contentType);
    await mkdir(this.folder, { recursive: true });
    // Written under a temporary name and renamed, so a reader never sees half a file; two processes storing the same
    // photo at once both write the same bytes, and either rename wins.
    const partial = path.join(this.folder, `.${key}.${randomUUID()}.part`);
    await writeFile(partial, bytes);
    await rename(partial, this.fileOf(key));
    return key;
  }

  async get(key: string): Promise<StoredMedia | null> {
    const contentType = contentTypeOfKey(key);
    if (!isMediaKey(key) || !contentType) return null;
    try {
      return { bytes: await readFile(this.fileOf(key)), contentType };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    if (!isMediaKey(key)) throw new MalformedMediaKey();
    await rm(this.fileOf(key), { force: true });
  }

  /** Only ever called with a checked key: a file name of hex digits and an extension, directly in the folder. */
  private fileOf(key: string): string {
    return path.join(this.folder, key);
  }
}
