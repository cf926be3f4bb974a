import { BULK_VAT_BASE, italianVat, vatKeyFor } from "./demo-data.ts";
import { CITY_WEIGHTS, list, officeCodeFor } from "./demo-names.ts";
import type { Rng } from "./demo-prng.ts";
import { TITLE_FAMILIES } from "./demo-titles.ts";

const NAME_STEMS =
  list(`Alfa, Blu, Cosmo, Delta, Eco, Futura, Geo, Iper, Kappa, Logos, Meta, Nova, Omni, Prisma,
  Quanta, Sigma, Tera, Vega, Zeta, Astra, Lumen, Orbita, Vertice, Sinergia, Dinamica, Aurora, Ponte, Onda, Nexa, Fluxa`);
const NAME_SUFFIXES =
  list(`Soft, Data, Tech, Net, Logic, Sistemi, Informatica, Consulting, Digital, Cloud, Lab, Code,
  Solutions, Engineering, Software, IT Services`);
const LEGAL_FORMS: readonly (readonly [string, number])[] = [
  ["S.r.l.", 70],
  ["S.p.A.", 12],
  ["S.r.l.s.", 10],
  ["Soc. Coop.", 3],
  ["S.a.s.", 5],
];
/** Size and a revenue band that fits it (codes of the number_employees and revenue lists). */
const SIZES: readonly (readonly [readonly [employees: string, revenue: string], number])[] = [
  [["2-10", "100k-500k"], 25],
  [["11-50", "500k-2m"], 35],
  [["51-200", "2m-10m"], 25],
  [["201-500", "10m-50m"], 10],
  [["501-1000", "10m-50m"], 3],
  [["1000+", "gt-50m"], 2],
];
const EXTRA_SECTORS = list(
  "banking, insurance, telco, energy, manufacturing, retail, public, healthcare, automotive, media, logistics",
);
const HOW = list("search, linkedin, word-of-mouth, event, partner, press, other");

export type BulkCompany = {
  type: "supplier";
  name: string;
  vatNumber: string;
  vatKey: string;
  city: string;
  website: string;
  description: string;
  employeesCode: string;
  revenueCode: string;
  howDoYouKnowCode: string;
  sectors: string[];
};

/** The VAT of the n-th bulk company (n ≥ 1): company numbers from 2 000 000, never overlapping the demo's. */
export function bulkVatNumber(counter: number, city: string): string {
  if (!Number.isInteger(counter) || counter < 1 || BULK_VAT_BASE + counter > 9_999_999) {
    throw new Error(`bulk company counter out of range: ${counter}`);
  }
  return italianVat(BULK_VAT_BASE + counter, officeCodeFor(city));
}

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, "");

/** A plausible Italian IT supplier; `counter` makes its VAT number unique. */
export function generateBulkCompany(rng: Rng, counter: number): BulkCompany {
  const city = rng.weighted(CITY_WEIGHTS);
  const stem = rng.pick(NAME_STEMS);
  const suffix = rng.pick(NAME_SUFFIXES);
  const brand = rng.chance(0.3)
    ? `${stem} ${suffix} ${city}`
    : `${stem}${suffix.includes(" ") ? " " : ""}${suffix}`;
  const vatNumber = bulkVatNumber(counter, city);
  const [employeesCode, revenueCode] = rng.weighted(SIZES);
  const [a, b] = rng.sample(TITLE_FAMILIES, 2);
  const topics = a && b ? `${a.topicIt} e ${b.topicIt}` : "consulenza IT";
  return {
    type: "supplier",
    name: `${brand} ${rng.weighted(LEGAL_FORMS)}`,
    vatNumber,
    vatKey: vatKeyFor(vatNumber, false, "IT"),
    city,
    website: `https://www.${slug(brand)}${counter % 1000}.it`,
    description: rng.chance(0.5)
      ? `Società di consulenza IT con sede a ${city}, specializzata in ${topics}.`
      : `Fornitore di servizi IT: ${topics}, per clienti in tutta Italia.`,
    employeesCode,
    revenueCode,
    howDoYouKnowCode: rng.pick(HOW),
    sectors: ["consulting", ...rng.sample(EXTRA_SECTORS, rng.int(0, 2))],
  };
}
