// HTTP/2 over TLS in front of the API, as a production load balancer or reverse proxy serves it (issue 20, Speed):
// for measuring what HTTP/2 changes for the browser (scripts/measure-lcp.mjs --base https://localhost:<port>),
// since a page of twenty scripts waits on HTTP/1.1's six connections per host. Not for production: the certificate
// is self-signed (made with Debian's openssl in a temporary folder), and WebSocket upgrades are not forwarded.
//
// Usage: node scripts/h2-proxy.mjs [--port 4711] [--target 4710]
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import http from "node:http";
import http2 from "node:http2";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { option } from "./lib.mjs";

const port = Number(option("port", "4711"));
const target = Number(option("target", "4710"));

const folder = mkdtempSync(join(tmpdir(), "h2-proxy-"));
execFileSync(
  "openssl",
  ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "7", "-subj", "/CN=localhost"].concat([
    "-keyout",
    join(folder, "key.pem"),
    "-out",
    join(folder, "cert.pem"),
  ]),
  { stdio: "ignore" },
);
const key = readFileSync(join(folder, "key.pem"));
const cert = readFileSync(join(folder, "cert.pem"));
rmSync(folder, { recursive: true, force: true });

/** Connection-specific headers HTTP/2 forbids, and the host the API must see as its own. */
const HOP_BY_HOP = new Set([
  "connection",
  "keep-alive",
  "transfer-encoding",
  "upgrade",
  "proxy-connection",
  "te",
  "host",
]);

const server = http2.createSecureServer({ key, cert, allowHTTP1: true }, (request, response) => {
  /** @type {http.OutgoingHttpHeaders} */
  const headers = { host: `localhost:${target}` };
  for (const [name, value] of Object.entries(request.headers)) {
    if (!name.startsWith(":") && !HOP_BY_HOP.has(name)) headers[name] = value;
  }
  const upstream = http.request(
    { host: "127.0.0.1", port: target, method: request.method, path: request.url, headers },
    (answer) => {
      /** @type {http.OutgoingHttpHeaders} */
      const out = {};
      for (const [name, value] of Object.entries(answer.headers)) {
        if (!HOP_BY_HOP.has(name)) out[name] = value;
      }
      response.writeHead(answer.statusCode ?? 502, out);
      answer.pipe(response);
    },
  );
  upstream.on("error", () => {
    if (!response.headersSent) response.writeHead(502);
    response.end();
  });
  request.pipe(upstream);
});
server.listen(port, () => console.log(`HTTP/2 on https://localhost:${port} → http://127.0.0.1:${target}`));
