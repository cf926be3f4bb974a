import { activeSupportChat, SUPPORT_CHAT_PROVIDER_SPECS } from "@mkt/contracts";
import type { FastifyInstance } from "fastify";
import helmet from "helmet";
import type { Config } from "../config/env.ts";
import type { SettingsStore } from "./settings.ts";

/**
 * The open area's pages (the built app's /open/… documents, and the /redirect_token/… entry a partner page frames
 * first: it has no token yet, the app then moves to /open/… inside the same document): partners may frame them.
 */
const OPEN_AREA_PAGES = /^\/(?:open|redirect_token)(?:[/?]|$)/;

/**
 * The frame-ancestors sources of an open-area page: FRAME_ANCESTORS plus the embedding hosts of the configuration
 * screen (origins validated by the contracts' EMBEDDING_HOST_PATTERN: no quote, space or semicolon can reach the
 * header). FRAME_ANCESTORS 'none' wins: nothing may frame the app then.
 */
export function openAreaFrameAncestors(configured: readonly string[], hosts: readonly string[]): string[] {
  if (configured.includes("'none'")) return [...configured];
  return [...new Set([...configured, ...hosts])];
}

/** SPA pages whose URL carries a one-time token (reset, confirmation, invitations…): no Referer at all. */
const TOKEN_PAGES = /^\/authentication\//;

/**
 * Security headers on every response (API JSON, static files, index.html, errors, 404s), set by helmet in an onRequest
 * hook. The middleware is built once here: @fastify/helmet built a new one (parsing every CSP directive again) for each
 * request, about 2.5% of an authenticated read's CPU (docs/performance.md, "Throughput"); the headers are the same.
 * - Content-Security-Policy: scripts only from the app's own origin (the built index.html loads one module script,
 *   no inline script; the swagger UI at /api/docs loads its scripts from files too, so it needs no exception);
 *   inline styles stay allowed (MUI/emotion inject <style> elements); frame-ancestors from FRAME_ANCESTORS.
 * - Strict-Transport-Security only with NODE_ENV=production (a development machine on http must not pin https).
 * - X-Content-Type-Options: nosniff; Referrer-Policy: strict-origin-when-cross-origin, no-referrer on token pages.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  config: Config,
  settings?: SettingsStore,
): Promise<void> {
  const sso = config.sso.map((p) => new URL(p.authorizationEndpoint).origin);
  const onlySelf = config.frameAncestors.length === 1 && config.frameAncestors[0] === "'self'";
  const setHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
        imgSrc: ["'self'", "data:", "blob:"],
        fontSrc: ["'self'", "data:"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        connectSrc: ["'self'", "ws:", "wss:", ...sso],
        // blob: lets the CV review show the uploaded PDF in the browser's viewer from a blob URL our own script
        // made of an authenticated download (script-src stays 'self', so no other script can make one).
        frameSrc: ["'self'", "blob:"],
        formAction: ["'self'", ...sso],
        frameAncestors: config.frameAncestors,
        // Behind https the browser upgrades stray http: requests; on a plain-http development host it must not.
        upgradeInsecureRequests: config.NODE_ENV === "production" ? [] : null,
      },
    },
    strictTransportSecurity:
      config.NODE_ENV === "production" ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    // X-Frame-Options cannot name other origins: with a frame-ancestors list of partners it would contradict it.
    xFrameOptions: onlySelf ? { action: "sameorigin" } : false,
  });
  app.addHook("onRequest", (request, reply, done) => {
    setHeaders(request.raw, reply.raw, (error) => done(error instanceof Error ? error : undefined));
  });
  app.addHook("onRequest", async (request, reply) => {
    if (TOKEN_PAGES.test(request.url)) reply.header("referrer-policy", "no-referrer");
  });
  if (settings) {
    // Documents (not /api, not files): the configured embedding hosts join the open area's frame-ancestors, and
    // the support chat provider's origins join the policy while the widget is on. Read from the database on each
    // page load, so a change on the configuration screen holds at once on every instance.
    app.addHook("onRequest", async (request, reply) => {
      if (request.method !== "GET" || !isDocument(request.url)) return;
      const csp = reply.raw.getHeader("content-security-policy");
      if (typeof csp !== "string") return;
      const product = await settings.productSettings();
      let next = csp;
      if (OPEN_AREA_PAGES.test(request.url) && product.embedding_hosts.length > 0) {
        const sources = openAreaFrameAncestors(config.frameAncestors, product.embedding_hosts).join(" ");
        next = next.replace(/frame-ancestors [^;]*/, `frame-ancestors ${sources}`);
        reply.raw.removeHeader("x-frame-options");
      }
      const chat = activeSupportChat(product.support_chat);
      if (chat) next = addCspSources(next, SUPPORT_CHAT_PROVIDER_SPECS[chat.provider].csp);
      if (next !== csp) reply.raw.setHeader("content-security-policy", next);
    });
  }
}

/** A page of the app rather than an API call or a file (/assets/x.js, /favicon.svg). */
function isDocument(url: string): boolean {
  const path = url.split("?")[0] ?? "";
  return !path.startsWith("/api/") && path !== "/api" && !/\.[a-z0-9]+$/i.test(path);
}

/**
 * Adds sources to a policy's directives (helmet's camel-case names). A directive the policy lacks starts from
 * default-src's sources, as the browser would have applied them.
 */
export function addCspSources(csp: string, add: Partial<Record<string, string[]>>): string {
  const directives = new Map<string, string[]>();
  for (const part of csp.split(";")) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) directives.set(name, values);
  }
  for (const [key, sources] of Object.entries(add)) {
    if (!sources) continue;
    const name = key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
    const current = directives.get(name) ?? directives.get("default-src") ?? [];
    directives.set(name, [...new Set([...current, ...sources])]);
  }
  return [...directives].map(([name, values]) => [name, ...values].join(" ")).join(";");
}
