type Level = "debug" | "info" | "warn" | "error";
const counts: Record<Level, number> = { debug: 0, info: 0, warn: 0, error: 0 };
const lines: Array<[Level, string]> = [["info", "start"], ["warn", "slow"], ["info", "done"]];
for (const [lvl, msg] of lines) {
  counts[lvl] += 1;
  console.log(msg);
}
const worst = (Object.keys(counts) as Level[]).filter((k) => counts[k] > 0);
console.log(worst.join("|"));
