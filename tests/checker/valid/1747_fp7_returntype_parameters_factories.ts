// Factories whose types come from ReturnType / InstanceType / Parameters.
function createCounter(start = 0, step = 1) {
  let value = start;
  return {
    next: () => (value += step),
    reset: () => {
      value = start;
    },
    get current() {
      return value;
    },
    describe(label?: string) {
      return `${label ?? "counter"}=${value}`;
    },
  };
}

type Counter = ReturnType<typeof createCounter>;
type CounterArgs = Parameters<typeof createCounter>;

function createMany(n: number, ...args: CounterArgs): Counter[] {
  return Array.from({ length: n }, () => createCounter(...args));
}

class Logger {
  lines: string[] = [];
  constructor(public prefix: string, public level: "debug" | "info" = "info") {}
  log(msg: string) {
    this.lines.push(`${this.prefix}[${this.level}] ${msg}`);
  }
}

type LoggerCtorArgs = ConstructorParameters<typeof Logger>;
type LoggerInstance = InstanceType<typeof Logger>;

function make<C extends new (...args: any[]) => any>(ctor: C, ...args: ConstructorParameters<C>): InstanceType<C> {
  return new ctor(...args);
}

const counters = createMany(3, 10, 5);
counters[0].next();
counters[1].next();
counters[1].next();
console.log(counters.map((c) => c.current), counters[1].describe("second"), counters[2].describe());
counters[1].reset();
console.log(counters[1].current);

const args: LoggerCtorArgs = ["app", "debug"];
const l1: LoggerInstance = new Logger(...args);
const l2 = make(Logger, "svc");
l1.log("start");
l2.log("ready");
console.log(l1.lines, l2.lines, l2.level);

type Handler = (req: { path: string }, res: { send(body: string): void }) => void;
type Req = Parameters<Handler>[0];
type Res = Parameters<Handler>[1];
const sent: string[] = [];
const res: Res = { send: (b) => sent.push(b) };
const handle: Handler = (req, r) => r.send(`you asked for ${req.path}`);
const req: Req = { path: "/home" };
handle(req, res);
console.log(sent);
type Unwrapped = Awaited<ReturnType<typeof fetchUser>>;
async function fetchUser(id: number) {
  return { id, name: `user${id}` };
}
fetchUser(3).then((u: Unwrapped) => console.log(u.name.toUpperCase()));
