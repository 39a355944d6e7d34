type Level = "debug" | "info" | "warn" | "error";
function log(level: Level, msg: string): void {
  console.log(`[${level}] ${msg}`);
}
log("warning", "disk almost full");
