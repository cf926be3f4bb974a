/*
 * Web storage that may be refused (issue 16, the open area framed by partners). A browser that blocks third-party
 * storage (Safari, Firefox strict mode, Chrome with third-party cookies blocked) throws a SecurityError on the mere
 * read of `localStorage` / `sessionStorage` in a cross-site frame. The app's modules read them directly, some as
 * they load, so this classic script runs before any of them (index.html; a module script would be merged into the
 * app's entry by Vite and run after its shared chunks) and swaps a refused storage for one kept in memory for the
 * page's life: the framed open area then works (its token is in the address). Plain JavaScript, served as is.
 */
((target) => {
  class MemoryStorage {
    #items = new Map();
    get length() {
      return this.#items.size;
    }
    key(index) {
      return [...this.#items.keys()][index] ?? null;
    }
    getItem(key) {
      return this.#items.get(String(key)) ?? null;
    }
    setItem(key, value) {
      this.#items.set(String(key), String(value));
    }
    removeItem(key) {
      this.#items.delete(String(key));
    }
    clear() {
      this.#items.clear();
    }
  }
  for (const name of ["localStorage", "sessionStorage"]) {
    try {
      const storage = target[name];
      storage.setItem("__storage_probe__", "1");
      storage.removeItem("__storage_probe__");
    } catch {
      Object.defineProperty(target, name, { value: new MemoryStorage(), configurable: true });
    }
  }
})(window);
