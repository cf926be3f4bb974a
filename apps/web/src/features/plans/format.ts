// The plans feature's amounts use the shared euro format (the public pricing page does too).
export { formatEuro } from "../../shared/i18n/format-euro.ts";

/** An ISO date or timestamp as DD/MM/YYYY (§9), in local time. */
export function formatDate(iso: string): string {
  const date = new Date(iso.length === 10 ? `${iso}T00:00:00` : iso);
  if (Number.isNaN(date.getTime())) return iso;
  const p = (n: number) => String(n).padStart(2, "0");
  return `${p(date.getDate())}/${p(date.getMonth() + 1)}/${date.getFullYear()}`;
}

/** An ISO timestamp as DD/MM/YYYY HH:mm:ss (§9), in local time. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const p = (n: number) => String(n).padStart(2, "0");
  return `${formatDate(iso)} ${p(date.getHours())}:${p(date.getMinutes())}:${p(date.getSeconds())}`;
}
