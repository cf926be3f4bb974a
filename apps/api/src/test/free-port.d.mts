/** A free TCP port on the loopback interface (free-port.mjs). */
export function freePort(): Promise<number>;
