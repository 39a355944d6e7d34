enum LogLevel {
  Debug = "DEBUG",
  Info = "INFO",
  Error = "ERROR",
}
function log(level: LogLevel, msg: string): string {
  return `[${level}] ${msg}`;
}
console.log(log(LogLevel.Info, "started"));
const all = Object.values(LogLevel);
console.log(all.length);
