// A compound assignment relates its result to the target's type with literals widened:
// `side ^= 1` on a `0 | 1` is fine (tsc's getBaseTypeOfLiteralType of the target).
type Side = 0 | 1;
type Step = [row: number, side: Side];

function alternate(steps: Step[]): number[] {
  const out: number[] = [];
  for (let [row, side] of steps) {
    side ^= 1;
    out.push(row * 2 + side);
  }
  return out;
}

class Toggle {
  state: Side = 0;
  mode: "on" | "off" = "off";
  history: Side[] = [0];
  byName: Record<string, Side> = { a: 1 };
  flip(): number {
    this.state ^= 1;
    this.history[0] ^= 1;
    this.byName["a"] -= 1;
    return this.state;
  }
}

enum Weight { Light = 1, Heavy = 2 }
let w: Weight = Weight.Light;
w += 1;
w |= 4;
let level: 1 | 2 | 3 = 1;
level *= 2;
level++;
let label: "a" | "b" = "a";
label += "!";
const t = new Toggle();
console.log(alternate([[1, 0], [2, 1]]), t.flip(), t.history, t.byName, w, level, label);
