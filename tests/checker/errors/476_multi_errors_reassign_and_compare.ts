const threshold = 10;
function check(level: "low" | "high"): boolean {
  if (level === "medium") {
    threshold = 5;
  }
  return level === "high";
}
