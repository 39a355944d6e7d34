const registry: Record<string, () => string> = {
  hello: () => "hi",
};
const name: string = ["hello", "missing"][0];
const fn = registry[name];
console.log(fn ? fn() : "none");
