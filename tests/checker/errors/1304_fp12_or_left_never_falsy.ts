// A left side that may be falsy still joins the right side's type.
class Slot {
  end = false;
}
declare const maybe: Slot | undefined;
declare const loose: {};
declare const count: number;
declare const text: "" | "x";
const a: Slot = maybe || null;
const c: {} = loose || undefined;
const d: number = count || null;
const e: "x" = text || undefined;
const one: [number] = [1];
const f: [number] = one && null;
console.log(a, c, d, e, f);
