/** Today's date in UTC as `YYYY-MM-DD`, the form date columns and availability rules compare against. */
export const isoToday = () => new Date().toISOString().slice(0, 10);
