/** The catalogue with a service's detail open: other features link here (the company page's services). */
export function findServicePath(serviceId: number): string {
  return `/find_services?service=${serviceId}`;
}

/** The service whose detail the address opens (?service=<id>), or null when missing or malformed. */
export function serviceIdParam(params: URLSearchParams): number | null {
  const raw = params.get("service") ?? "";
  return /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null;
}

/** The address with the detail of `id` open, or closed (null); the search filters stay as they are. */
export function withServiceParam(params: URLSearchParams, id: number | null): URLSearchParams {
  const next = new URLSearchParams(params);
  if (id === null) next.delete("service");
  else next.set("service", String(id));
  return next;
}
