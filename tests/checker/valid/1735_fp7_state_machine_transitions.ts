// Typed state machine with transition table.
type States = "idle" | "loading" | "success" | "failure";
type Events =
  | { type: "FETCH"; url: string }
  | { type: "RESOLVE"; data: string[] }
  | { type: "REJECT"; reason: string }
  | { type: "RETRY" };

type EventType = Events["type"];
type EventOf<T extends EventType> = Extract<Events, { type: T }>;

interface MachineContext {
  url: string;
  data: string[];
  error: string | null;
  attempts: number;
}

type Transitions = {
  [S in States]?: {
    [E in EventType]?: (ctx: MachineContext, e: EventOf<E>) => [States, MachineContext];
  };
};

const transitions: Transitions = {
  idle: {
    FETCH: (ctx, e) => ["loading", { ...ctx, url: e.url, attempts: ctx.attempts + 1 }],
  },
  loading: {
    RESOLVE: (ctx, e) => ["success", { ...ctx, data: e.data, error: null }],
    REJECT: (ctx, e) => ["failure", { ...ctx, error: e.reason }],
  },
  failure: {
    RETRY: (ctx) => ["loading", { ...ctx, attempts: ctx.attempts + 1 }],
  },
};

class Machine {
  state: States = "idle";
  ctx: MachineContext = { url: "", data: [], error: null, attempts: 0 };
  history: States[] = [this.state];

  send(e: Events): boolean {
    const handler = transitions[this.state]?.[e.type] as
      | ((ctx: MachineContext, e: Events) => [States, MachineContext])
      | undefined;
    if (!handler) {
      console.log(`ignored ${e.type} in ${this.state}`);
      return false;
    }
    const [next, ctx] = handler(this.ctx, e);
    this.state = next;
    this.ctx = ctx;
    this.history.push(next);
    return true;
  }
}

const m = new Machine();
m.send({ type: "RESOLVE", data: [] });
m.send({ type: "FETCH", url: "/items" });
m.send({ type: "REJECT", reason: "timeout" });
console.log(m.state, m.ctx.error);
m.send({ type: "RETRY" });
m.send({ type: "RESOLVE", data: ["a", "b"] });
console.log(m.state, m.ctx.data, m.ctx.attempts, m.ctx.error);
console.log(m.history.join(" -> "));
