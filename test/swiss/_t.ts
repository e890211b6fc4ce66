import { simulate } from "./simulate";

for (const sys of ["confrerie", "dust"] as const) {
  const t0 = performance.now();
  for (let k = 0; k < 10; k++) simulate({ n: 300, system: sys, seed: k, rounds: 10 });
  console.log(sys, "10 x n=300 x 10 rounds", (performance.now() - t0).toFixed(0), "ms");
}
