export type DocumentRowStatus = {
  key: "revision" | "approved" | "rejected";
  color: "info" | "success" | "error";
};

/**
 * The status shown beside each uploaded document. Documents carry no status of their own: the company's
 * documentation status (§4) covers everything it sent — 1 under revision, 2 approved, 3 rejected.
 */
export function documentRowStatus(idDocStatus: number): DocumentRowStatus | null {
  switch (idDocStatus) {
    case 1:
      return { key: "revision", color: "info" };
    case 2:
      return { key: "approved", color: "success" };
    case 3:
      return { key: "rejected", color: "error" };
    default:
      return null;
  }
}

/** An upload time as DD/MM/YYYY in the browser's time zone (§9 date display). */
export function uploadDateLabel(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  const dd = String(date.getDate()).padStart(2, "0");
  const mm = String(date.getMonth() + 1).padStart(2, "0");
  return `${dd}/${mm}/${date.getFullYear()}`;
}
