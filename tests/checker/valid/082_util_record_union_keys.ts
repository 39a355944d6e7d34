type Level = "low" | "mid" | "high";
const thresholds: Record<Level, number> = { low: 10, mid: 50, high: 90 };
function levelOf(v: number): Level {
  if (v >= thresholds.high) return "high";
  if (v >= thresholds.mid) return "mid";
  return "low";
}
console.log(levelOf(60));
