function isDefined<T>(x: T | null | undefined): x is T {
  return x !== null && x !== undefined;
}
const maybe: (string | null)[] = ["a", null, "c"];
const present = maybe.filter(isDefined);
console.log(present.join("").toUpperCase());
