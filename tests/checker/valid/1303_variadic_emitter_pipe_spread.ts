// Labelled variadic tuples, tuple prepend/append and spreads of tuple values into calls.
type Prepend<H, T extends unknown[]> = [H, ...T];
type Append<T extends unknown[], X> = [...T, X];
const p: Prepend<string, [number, boolean]> = ["a", 1, true];
const ap: Append<[number], string> = [1, "z"];
console.log(p[0].length, p[2], ap[1].toUpperCase());

type Handler<Args extends unknown[]> = (...args: Args) => void;
class Emitter<Events extends Record<string, unknown[]>> {
  private handlers: { [K in keyof Events]?: Handler<Events[K]>[] } = {};
  on<K extends keyof Events>(name: K, h: Handler<Events[K]>): void {
    (this.handlers[name] ??= []).push(h);
  }
  emit<K extends keyof Events>(name: K, ...args: Events[K]): void {
    for (const h of this.handlers[name] ?? []) h(...args);
  }
}
const em = new Emitter<{ move: [x: number, y: number]; say: [text: string] }>();
em.on("move", (x, y) => console.log(x + y));
em.on("say", (text) => console.log(text.toUpperCase()));
em.emit("move", 1, 2);
em.emit("say", "hi");

function pipe<A extends unknown[], B, C>(f: (...a: A) => B, g: (b: B) => C): (...a: A) => C {
  return (...a) => g(f(...a));
}
const lenOfJoin = pipe((a: string, b: string) => a + b, (s) => s.length);
console.log(lenOfJoin("ab", "cd") + 1);

const coords: [number, number] = [3, 4];
console.log(Math.hypot(...coords), Math.max(...coords, 10));
function point(x: number, y: number, z = 0): string {
  return `${x},${y},${z}`;
}
console.log(point(...coords));
const triple = [1, 2, 3] as const;
console.log(point(...triple));

function zip<A extends readonly unknown[], B extends readonly unknown[]>(a: A, b: B): [A[number], B[number]][] {
  return a.map((x, i) => [x, b[i]]);
}
console.log(zip([1, 2], ["a", "b"]).length);
