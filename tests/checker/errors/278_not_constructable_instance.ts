class Logger {
  log(msg: string): void {
    console.log(msg);
  }
}
const logger = new Logger();
const other = new logger();
