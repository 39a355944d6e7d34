// A call statement of a method declared to return `never` (through `this` or an explicitly typed
// name) ends the flow, as a never function does.
interface Reporter {
  die(message: string): never;
  stop: (message: string) => never;
}
class Parser {
  constructor(private readonly reporter: Reporter) {}
  fail(message: string): never {
    throw new Error(message);
  }
  port(raw: string | undefined): number {
    if (raw === undefined) this.fail("no port");
    return Number(raw);
  }
  host(raw: string | null, r: Reporter): string {
    if (raw === null) r.die("no host");
    if (raw.length === 0) r.stop("empty host");
    return raw.toLowerCase();
  }
}
const reporter: Reporter = {
  die(message: string): never {
    throw new Error(message);
  },
  stop: (message: string): never => {
    throw new Error(message);
  },
};
const p = new Parser(reporter);
console.log(p.port("8080"), p.host("EXAMPLE.org", reporter));
