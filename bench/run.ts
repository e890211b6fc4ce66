/**
 * `npm run bench`: runs every bench/*.bench.ts (each exports `run(): Promise<BenchReport>`), prints
 * their figures, and exits non-zero when a target is missed. Figures go to test-artifacts/bench.json.
 */
import { mkdirSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { BenchReport } from "./lib";

const dir = new URL(".", import.meta.url).pathname;
const only = process.argv.slice(2);
const files = readdirSync(dir)
  .filter((f) => f.endsWith(".bench.ts"))
  .filter((f) => only.length === 0 || only.some((o) => f.includes(o)))
  .sort();

const reports: BenchReport[] = [];
let failed = 0;
for (const f of files) {
  const mod = (await import(pathToFileURL(join(dir, f)).href)) as { run: () => Promise<BenchReport> };
  const report = await mod.run();
  reports.push(report);
  console.log(`\n## ${report.title}`);
  for (const line of report.lines) {
    const target = line.target !== undefined ? ` (target < ${line.target} ${line.unit})` : "";
    const ok = line.target === undefined || line.value < line.target;
    if (!ok) failed++;
    console.log(
      `${ok ? "  " : "✗ "}${line.label}: ${line.value.toFixed(line.digits ?? 1)} ${line.unit}${target}`,
    );
  }
  for (const n of report.notes ?? []) console.log(`  · ${n}`);
}
mkdirSync("test-artifacts", { recursive: true });
writeFileSync("test-artifacts/bench.json", JSON.stringify(reports, null, 2));
console.log(failed === 0 ? "\nAll targets met." : `\n${failed} target(s) missed.`);
process.exit(failed === 0 ? 0 : 1);
