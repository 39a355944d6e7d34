class Parser {
  fail = (message: string): never => {
    throw new Error(message);
  };
  port(raw: string | undefined): number {
    if (raw === undefined) this.fail("no port");
    return Number(raw.trim());
  }
}
console.log(new Parser().port("80"));
