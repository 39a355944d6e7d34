function assertNever(x: never): never {
  throw new Error("unexpected: " + String(x));
}
type Level = "debug" | "info" | "warn";
function rank(level: Level): number {
  switch (level) {
    case "debug": return 0;
    case "info": return 1;
  }
  return assertNever(level);
}
console.log(rank("warn"));
