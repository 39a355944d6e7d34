enum Direction { Up = 1, Down = -1, Idle = 0 }
interface Request { floor: number; at: number }

class Elevator {
  floor = 0;
  dir = Direction.Idle;
  private stops = new Set<number>();
  readonly trace: string[] = [];

  constructor(readonly id: string, readonly minFloor: number, readonly maxFloor: number) {}

  call(floor: number): void {
    if (floor < this.minFloor || floor > this.maxFloor) throw new RangeError(`${this.id}: no floor ${floor}`);
    if (floor !== this.floor || this.dir !== Direction.Idle) this.stops.add(floor);
  }

  get pending(): number[] {
    return [...this.stops].sort((a, b) => a - b);
  }

  cost(floor: number): number {
    const dist = Math.abs(floor - this.floor);
    if (this.dir === Direction.Idle) return dist;
    const ahead = (floor - this.floor) * this.dir >= 0;
    return ahead ? dist : dist + 2 * this.stops.size;
  }

  step(t: number): void {
    if (this.stops.size === 0) {
      this.dir = Direction.Idle;
      return;
    }
    if (this.dir === Direction.Idle) {
      const nearest = this.pending.reduce((best, f) => (Math.abs(f - this.floor) < Math.abs(best - this.floor) ? f : best));
      this.dir = nearest > this.floor ? Direction.Up : Direction.Down;
    }
    const ahead = this.pending.filter((f) => (f - this.floor) * this.dir > 0);
    if (ahead.length === 0) this.dir = this.dir === Direction.Up ? Direction.Down : Direction.Up;
    this.floor += this.dir;
    if (this.stops.delete(this.floor)) {
      this.trace.push(`t=${t} ${this.id} stops at ${this.floor}`);
      if (this.stops.size === 0) this.dir = Direction.Idle;
    }
  }
}

class Building {
  readonly cars: Elevator[];
  constructor(n: number, floors: number) {
    this.cars = Array.from({ length: n }, (_, i) => new Elevator(String.fromCharCode(65 + i), 0, floors - 1));
  }
  dispatch(req: Request): Elevator {
    const car = this.cars.reduce((a, b) => (b.cost(req.floor) < a.cost(req.floor) ? b : a));
    car.call(req.floor);
    return car;
  }
  run(requests: Request[], ticks: number): string[] {
    const queue = [...requests].sort((a, b) => a.at - b.at);
    for (let t = 0; t < ticks; t++) {
      while (queue.length && queue[0].at <= t) {
        const r = queue.shift()!;
        console.log(`t=${t} call ${r.floor} -> ${this.dispatch(r).id}`);
      }
      this.cars.forEach((c) => c.step(t));
    }
    return this.cars.flatMap((c) => c.trace);
  }
}

const b = new Building(2, 10);
const log = b.run([{ floor: 5, at: 0 }, { floor: 2, at: 1 }, { floor: 8, at: 2 }, { floor: 0, at: 6 }, { floor: 9, at: 7 }], 25);
console.log(log.join("\n"));
console.log(b.cars.map((c) => `${c.id}@${c.floor} ${Direction[c.dir]}`).join(", "));
try { b.cars[0].call(12); } catch (e) { console.log((e as RangeError).message); }
