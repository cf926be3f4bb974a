import type { DocumentReviewStatus } from "@mkt/contracts";

export type DocumentRowStatus = {
  key: "revision" | "approved" | "rejected";
  color: "info" | "success" | "error";
};

/** The status shown beside each uploaded document: its own staff review (waiting, approved or rejected). */
export function documentRowStatus(status: DocumentReviewStatus): DocumentRowStatus {
  switch (status) {
    case "approved":
      return { key: "approved", color: "success" };
    case "rejected":
      return { key: "rejected", color: "error" };
    default:
      return { key: "revision", color: "info" };
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
