type Kind = "a" | "b" | "c";
function f(k: Kind): number {
  switch (k) {
    case "a": return 1;
    case "b": return 2;
    default: {
      const never: never = k;
      return never;
    }
  }
}
console.log(f("a"));
