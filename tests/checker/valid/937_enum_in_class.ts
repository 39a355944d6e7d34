enum Level { Debug, Info, Warn }
class Logger {
  constructor(private min: Level = Level.Info) {}
  log(l: Level, msg: string): boolean {
    if (l < this.min) return false;
    console.log(`[${Level[l]}] ${msg}`);
    return true;
  }
}
const lg = new Logger(Level.Debug);
console.log(lg.log(Level.Warn, "careful"), new Logger().log(Level.Debug, "hidden"));
