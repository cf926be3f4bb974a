/** One error code's entry: its HTTP status and its message in each language. */
export type ErrorEntries = Record<string, { status: number; it: string; en: string }>;
