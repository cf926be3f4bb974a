/**
 * The browser's web storage for the app's modules when they run in Node (server-render.tsx): several read it as
 * they load (the starting language, a notice left for the next page) or render. One localStorage and one
 * sessionStorage for the process, emptied and filled before each render with what the browser will hold.
 */
export class MemoryStorage implements Storage {
  [name: string]: unknown;

  private readonly items = new Map<string, string>();

  get length(): number {
    return this.items.size;
  }

  key(index: number): string | null {
    return [...this.items.keys()][index] ?? null;
  }

  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }

  setItem(key: string, value: string): void {
    this.items.set(key, String(value));
  }

  removeItem(key: string): void {
    this.items.delete(key);
  }

  clear(): void {
    this.items.clear();
  }
}

const local = new MemoryStorage();
const session = new MemoryStorage();

/**
 * Puts the two storages on the global object, before the app's modules load: in place of any the runtime has
 * (Node 22+ may offer a localStorage of its own, backed by a file), which the app must never read in the server.
 */
export function installServerStorage(): void {
  for (const [name, storage] of [
    ["localStorage", local],
    ["sessionStorage", session],
  ] as const) {
    Object.defineProperty(globalThis, name, { value: storage, configurable: true, writable: true });
  }
}

/** Empties both storages and puts `items` in the local one: the browser's state for the next render. */
export function resetServerStorage(items: Record<string, string> = {}): void {
  local.clear();
  session.clear();
  for (const [key, value] of Object.entries(items)) local.setItem(key, value);
}
