interface State {
  readonly name: string;
  onEvent(ev: string, ctx: Machine): State;
  enter?(ctx: Machine): void;
}

class Machine {
  private state: State;
  readonly trail: string[] = [];
  coins = 0;
  constructor(initial: State) {
    this.state = initial;
    this.state.enter?.(this);
  }
  send(...events: string[]): this {
    for (const ev of events) {
      const next = this.state.onEvent(ev, this);
      if (next !== this.state) {
        this.trail.push(`${this.state.name} -${ev}-> ${next.name}`);
        this.state = next;
        next.enter?.(this);
      }
    }
    return this;
  }
  get current(): string {
    return this.state.name;
  }
}

class Locked implements State {
  readonly name = "locked";
  onEvent(ev: string, ctx: Machine): State {
    if (ev === "coin") {
      ctx.coins++;
      return new Unlocked();
    }
    return this;
  }
}

class Unlocked implements State {
  readonly name = "unlocked";
  private pushes = 0;
  onEvent(ev: string): State {
    if (ev === "push") return ++this.pushes >= 1 ? new Locked() : this;
    if (ev === "break") return Broken.instance;
    return this;
  }
  enter(ctx: Machine) {
    console.log(`  (unlocked with ${ctx.coins} coin${ctx.coins === 1 ? "" : "s"})`);
  }
}

class Broken implements State {
  static readonly instance = new Broken();
  readonly name = "broken";
  private constructor() {}
  onEvent(ev: string): State {
    return ev === "repair" ? new Locked() : this;
  }
  enter() {
    console.log("  !! machine broke");
  }
}

const m = new Machine(new Locked());
m.send("push", "coin", "coin", "push", "coin", "break", "coin", "repair");
console.log(m.current, m.coins);
console.log(m.trail.join("\n"));
const m2 = new Machine(Broken.instance).send("coin");
console.log(m2.current, m2.trail.length, Broken.instance === Broken.instance);
