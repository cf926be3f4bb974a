import { SERVICE_REQUEST_LIMITS } from "@mkt/contracts";
import { useSyncExternalStore } from "react";

/** A service picked for a quote request: what the request dialog lists before sending. */
export type ShortlistItem = { id: number; title: string; supplier: string };

/** Session storage: the shortlist survives navigation and reloads of the tab, not a new tab or sign-out. */
export const SHORTLIST_KEY = "serviceRequestShortlist";

const listeners = new Set<() => void>();
let cache: { raw: string | null; items: ShortlistItem[] } = { raw: null, items: [] };

function isItem(value: unknown): value is ShortlistItem {
  if (typeof value !== "object" || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.id === "number" && typeof v.title === "string" && typeof v.supplier === "string";
}

function read(): ShortlistItem[] {
  let raw: string | null = null;
  try {
    raw = sessionStorage.getItem(SHORTLIST_KEY);
  } catch {
    raw = null;
  }
  if (raw === cache.raw) return cache.items;
  let items: ShortlistItem[] = [];
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    if (Array.isArray(parsed)) items = parsed.filter(isItem).slice(0, SERVICE_REQUEST_LIMITS.targetsMax);
  } catch {
    items = [];
  }
  cache = { raw, items };
  return items;
}

function write(items: ShortlistItem[]): void {
  try {
    if (items.length === 0) sessionStorage.removeItem(SHORTLIST_KEY);
    else sessionStorage.setItem(SHORTLIST_KEY, JSON.stringify(items));
  } catch {
    // Storage unavailable (private mode quota): the shortlist lives as long as the page.
  }
  cache = { raw: items.length === 0 ? null : JSON.stringify(items), items };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getShortlist(): ShortlistItem[] {
  return read();
}

/** Adds a service; false when the shortlist already holds the most a request may target (5). */
export function addToShortlist(item: ShortlistItem): boolean {
  const items = read();
  if (items.some((i) => i.id === item.id)) return true;
  if (items.length >= SERVICE_REQUEST_LIMITS.targetsMax) return false;
  write([...items, item]);
  return true;
}

export function removeFromShortlist(id: number): void {
  write(read().filter((i) => i.id !== id));
}

export function clearShortlist(): void {
  write([]);
}

/** The shortlist, re-rendering on every change. */
export function useShortlist(): ShortlistItem[] {
  return useSyncExternalStore(subscribe, read, read);
}
