// Whole program (issue 15, sixth pass: agent data work and type-level TypeScript).
type Phase = "queued" | "running" | "paused" | "done" | "failed";
type Transition = { from: Phase | readonly Phase[]; to: Phase; event: string };

const transitions = [
  { from: "queued", to: "running", event: "start" },
  { from: "running", to: "paused", event: "pause" },
  { from: "paused", to: "running", event: "resume" },
  { from: "running", to: "done", event: "finish" },
  { from: ["running", "paused", "queued"], to: "failed", event: "fail" },
] as const satisfies readonly Transition[];

type EventName = (typeof transitions)[number]["event"];
type Listener = (from: Phase, to: Phase, event: EventName) => void;

class Machine {
  private listeners: Listener[] = [];
  private log: Array<[EventName, Phase]> = [];
  constructor(private phase: Phase = "queued") {}

  get current(): Phase {
    return this.phase;
  }

  can(event: EventName): boolean {
    return transitions.some((t) => t.event === event && ([] as readonly Phase[]).concat(t.from).includes(this.phase));
  }

  send(event: EventName): boolean {
    const t = transitions.find((x) => x.event === event && ([] as readonly Phase[]).concat(x.from).includes(this.phase));
    if (!t) return false;
    const from = this.phase;
    this.phase = t.to;
    this.log.push([event, t.to]);
    this.listeners.forEach((l) => l(from, t.to, event));
    return true;
  }

  subscribe(l: Listener): () => void {
    this.listeners.push(l);
    return () => {
      this.listeners = this.listeners.filter((x) => x !== l);
    };
  }

  history() {
    return this.log.map(([e, p]) => `${e}->${p}`);
  }
}

const m = new Machine();
const unsub = m.subscribe((f, t, e) => console.log(`  ${f} --${e}--> ${t}`));
const plan: EventName[] = ["pause", "start", "pause", "resume", "finish", "fail"];
for (const e of plan) console.log(e, m.can(e), m.send(e), m.current);
unsub();
const m2 = new Machine("paused");
m2.send("fail");
console.log(m.history(), m2.current);

const terminal: Phase[] = ["done", "failed"];
const isTerminal = (p: Phase): p is Extract<Phase, "done" | "failed"> => terminal.includes(p);
console.log(isTerminal(m.current), isTerminal("running"));
