type Level = "low" | "mid" | "high";
const labels: Record<Level, string> = { low: "L", mid: "M" };
console.log(labels);
