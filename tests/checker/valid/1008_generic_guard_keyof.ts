// A generic type guard whose predicate the checker does not model (k is keyof T): the narrowed
// key indexes the object (tsc: "a"), no TS7053.
function hasKey<T extends object>(o: T, k: PropertyKey): k is keyof T {
  return k in o;
}
const obj = { a: 1, b: 2 };
const key: string = ["a", "z"][Math.floor(Math.random() * 2)];
if (hasKey(obj, key)) console.log(obj[key]);
function isOneOf<T extends string>(xs: readonly T[], v: string): v is T {
  return (xs as readonly string[]).includes(v);
}
const levels = ["low", "high"] as const;
const input: string = "low";
if (isOneOf(levels, input)) {
  const l: "low" | "high" = input;
  console.log(l);
}
