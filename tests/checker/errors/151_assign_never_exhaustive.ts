type Animal = { kind: "dog" } | { kind: "cat" } | { kind: "bird" };
function sound(a: Animal): string {
  switch (a.kind) {
    case "dog":
      return "woof";
    case "cat":
      return "meow";
    default: {
      const unreachable: never = a;
      return unreachable;
    }
  }
}
