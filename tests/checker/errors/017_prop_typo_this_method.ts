class Logger {
  private lines: string[] = [];
  log(msg: string): void {
    this.lines.push(msg);
  }
  flush(): void {
    for (const l of this.line) {
      console.log(l);
    }
  }
}
