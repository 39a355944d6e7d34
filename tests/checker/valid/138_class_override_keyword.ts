class Logger {
  format(msg: string): string {
    return msg;
  }
}
class TimestampLogger extends Logger {
  override format(msg: string): string {
    return `[t] ${super.format(msg)}`;
  }
}
console.log(new TimestampLogger().format("ok"));
