enum Light { Red = "RED", Green = "GREEN", Yellow = "YELLOW", FlashingRed = "FLASHING_RED" }
type Event = { type: "tick"; seconds: number } | { type: "fault" } | { type: "repair" } | { type: "pedestrian" };

const DURATION: Record<Exclude<Light, Light.FlashingRed>, number> = {
  [Light.Red]: 30,
  [Light.Green]: 25,
  [Light.Yellow]: 5,
};

const NEXT: { readonly [L in Light]: Light } = {
  [Light.Red]: Light.Green,
  [Light.Green]: Light.Yellow,
  [Light.Yellow]: Light.Red,
  [Light.FlashingRed]: Light.FlashingRed,
};

class TrafficLight {
  private elapsed = 0;
  private log: string[] = [];
  private pedestrianWaiting = false;

  constructor(private state: Light = Light.Red) {}

  get current(): Light {
    return this.state;
  }

  send(ev: Event): this {
    switch (ev.type) {
      case "fault":
        this.transition(Light.FlashingRed, "fault");
        break;
      case "repair":
        if (this.state === Light.FlashingRed) this.transition(Light.Red, "repair");
        break;
      case "pedestrian":
        this.pedestrianWaiting = true;
        if (this.state === Light.Green && this.elapsed >= 10) this.transition(Light.Yellow, "button");
        break;
      case "tick":
        this.advance(ev.seconds);
        break;
      default: {
        const never: never = ev;
        throw new Error(`unhandled ${JSON.stringify(never)}`);
      }
    }
    return this;
  }

  private advance(seconds: number) {
    if (this.state === Light.FlashingRed) return;
    this.elapsed += seconds;
    let limit = DURATION[this.state];
    while (this.elapsed >= limit) {
      this.elapsed -= limit;
      this.transition(NEXT[this.state], "timer", false);
      limit = DURATION[this.state];
    }
  }

  private transition(to: Light, why: string, reset = true) {
    this.log.push(`${this.state} -> ${to} (${why})`);
    if (to === Light.Red) this.pedestrianWaiting = false;
    this.state = to;
    if (reset) this.elapsed = 0;
  }

  history(): readonly string[] {
    return this.log;
  }
}

const tl = new TrafficLight();
tl.send({ type: "tick", seconds: 31 }).send({ type: "tick", seconds: 12 }).send({ type: "pedestrian" });
console.log(tl.current);
tl.send({ type: "tick", seconds: 70 }).send({ type: "fault" }).send({ type: "tick", seconds: 100 });
console.log(tl.current);
tl.send({ type: "repair" }).send({ type: "tick", seconds: 30 });
console.log(tl.current, Object.values(Light).length);
console.log(tl.history().join("\n"));
const counts = tl.history().reduce<Partial<Record<Light, number>>>((acc, h) => {
  const to = h.split(" -> ")[1].split(" ")[0] as Light;
  acc[to] = (acc[to] ?? 0) + 1;
  return acc;
}, {});
console.log(counts);
