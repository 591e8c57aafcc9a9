/**
 * The ticks of a chart's value axis: from 0 to a round top in even, round steps (1, 2 or 5 times a
 * power of ten; 2.5 too for non-integer axes), about `count` of them. Recharts' own picks gave
 * uneven ticks such as 0, 2, 3, 5, 6 for counts (issue 38).
 */
export function niceTicks(max: number, { count = 5, integer = true } = {}): number[] {
  const top = Number.isFinite(max) && max > 0 ? max : 1;
  const rough = top / Math.max(1, count - 1);
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const factors = integer && magnitude < 10 ? [1, 2, 5, 10] : [1, 2, 2.5, 5, 10];
  let step = (factors.find((f) => f * magnitude >= rough) ?? 10) * magnitude;
  if (integer) step = Math.max(1, Math.round(step));
  const ticks: number[] = [];
  for (let v = 0; v < top + step; v += step) {
    ticks.push(Math.round(v * 1e9) / 1e9);
    if (v >= top) break;
  }
  return ticks;
}
