/**
 * axe-core (a devDependency, loaded from node_modules, never from a CDN) run in a page or a frame
 * against WCAG 2.1 A and AA: each violation as « rule: the elements it found ».
 */
import { readFileSync } from "node:fs";
import type { Frame, Page } from "playwright-core";

const AXE = readFileSync("node_modules/axe-core/axe.min.js", "utf8");

export async function axeViolations(target: Page | Frame): Promise<string[]> {
  await target.addScriptTag({ content: AXE });
  return target.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run(o: unknown): Promise<{ violations: { id: string; nodes: { target: unknown }[] }[] }>;
        };
      }
    ).axe;
    const r = await axe.run({
      runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] },
    });
    return r.violations.map((v) => `${v.id}: ${v.nodes.map((n) => JSON.stringify(n.target)).join(", ")}`);
  });
}
