/** Helpers for the analytics journeys (53, 59): stored events read through the staff API, never the database. */
import assert from "node:assert/strict";
import { BASE_URL } from "./browser.mjs";
import { apiLogin } from "./shell.mjs";

/** @typedef {{ name: string, role_label: string, staff: boolean, events: number }} DailyCount */

/**
 * Staff runs the rollups now (POST admin/analytics/refresh, events a couple of seconds old are counted) and
 * reads today's counts per event name, role label and staff tag.
 * @returns {Promise<DailyCount[]>}
 */
export async function todayCounts() {
  const token = await apiLogin("admin@demo.test");
  const response = await fetch(`${BASE_URL}/api/admin/analytics/refresh`, {
    method: "POST",
    headers: { Authorization: `Bearer ${token}` },
  });
  const body = /** @type {{ data: { today: DailyCount[] } }} */ (await response.json());
  assert.equal(response.status, 200, JSON.stringify(body));
  return body.data.today;
}

/**
 * Today's stored events of one name and role label (with or without the staff tag, or both when omitted).
 * @param {string} name
 * @param {string} roleLabel
 * @param {boolean} [staff]
 */
export async function eventCount(name, roleLabel, staff) {
  const today = await todayCounts();
  return today
    .filter(
      (c) => c.name === name && c.role_label === roleLabel && (staff === undefined || c.staff === staff),
    )
    .reduce((sum, c) => sum + c.events, 0);
}
