// A pattern tuple whose fixed elements outnumber the source's ([name: string, ...T] from a
// function of no parameters): what is there is inferred, T falls back to its constraint.
function listen<T extends unknown[]>(f: (...args: [name: string, ...rest: T]) => void, ...rest: T): number {
  f("event", ...rest);
  return rest.length;
}
const none = listen(() => console.log("called"));
const some = listen((name: string, n: number) => console.log(name.length + n), 2);
console.log(none + some);
