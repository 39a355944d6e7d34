function log(level: string, message: string, ...extra: unknown[]): void {
  console.log(level, message, ...extra);
}
log("info");
