/**
 * `npx tsx src/bench/cpu-profile.ts <file.cpuprofile> [--top 30] [--filter word]`: the top frames of a V8 CPU
 * profile (written by `node --cpu-prof`), by self time and by total time (the frame and everything it called),
 * each with its share of the sampled time. Node's own idle and GC frames are listed like the others.
 */
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";

type Frame = { functionName: string; url: string; lineNumber: number };
type Node = { id: number; callFrame: Frame; children?: number[] };
type Profile = { nodes: Node[]; samples: number[]; timeDeltas: number[] };

const label = (f: Frame) => {
  const file = f.url.replace(/^.*node_modules\//, "~/").replace(/^.*\/src\//, "src/");
  return `${f.functionName || "(anonymous)"} ${file}:${f.lineNumber + 1}`;
};

/** Self and total microseconds per frame label (a recursive frame counts once in its own total). */
export function frameTimes(profile: Profile) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const selfOf = new Map<number, number>();
  profile.samples.forEach((id, i) => {
    selfOf.set(id, (selfOf.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
  });
  const self = new Map<string, number>();
  const total = new Map<string, number>();
  for (const [id, us] of selfOf) {
    const node = byId.get(id);
    if (!node) continue;
    const own = label(node.callFrame);
    self.set(own, (self.get(own) ?? 0) + us);
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const frame = byId.get(at);
      if (!frame) break;
      const name = label(frame.callFrame);
      if (seen.has(name)) continue;
      seen.add(name);
      total.set(name, (total.get(name) ?? 0) + us);
    }
  }
  const sampled = [...selfOf.values()].reduce((a, b) => a + b, 0);
  return { self, total, sampled };
}

function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { top: { type: "string" }, filter: { type: "string" } },
  });
  const file = positionals[0];
  if (!file) throw new Error("usage: cpu-profile.ts <file.cpuprofile> [--top 30] [--filter word]");
  const { self, total, sampled } = frameTimes(JSON.parse(readFileSync(file, "utf8")) as Profile);
  const top = Number(values.top ?? 30);
  const print = (title: string, times: Map<string, number>) => {
    console.log(`\n${title} (of ${(sampled / 1000).toFixed(0)} ms sampled)`);
    [...times]
      .filter(([name]) => !values.filter || name.includes(values.filter))
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .forEach(([name, us]) => {
        const share = ((100 * us) / sampled).toFixed(1).padStart(5);
        console.log(`${share}% ${(us / 1000).toFixed(0).padStart(7)} ms  ${name}`);
      });
  };
  print("self time", self);
  print("total time", total);
}

if (process.argv[1]?.endsWith("cpu-profile.ts")) main();
