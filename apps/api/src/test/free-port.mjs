// A free TCP port on the loopback interface, shared by the tests (throwaway-postgres.ts) and the production start
// check (scripts/check-production-start.mjs), which runs without TypeScript: hence plain JavaScript.
import { createServer } from "node:net";

/** @returns {Promise<number>} */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}
