type Fn = (...args: never[]) => unknown;
type Ret<F> = F extends (...args: never[]) => infer R ? R : never;
const make = () => ({ id: 1, tags: ["a"] });
const made: Ret<typeof make> = make();
console.log(made.tags.length, made.id);
const fns: Fn[] = [make, () => 1];
console.log(fns.length);
