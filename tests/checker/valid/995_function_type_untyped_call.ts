// A value of type Function is called untyped (any), as tsc's isUntypedFunctionCall allows.
function pipe(...functions: Function[]) {
  return (input: unknown) => {
    let result = input;
    for (const fn of functions) result = fn(result);
    return result;
  };
}
const double: Function = (n: number) => n * 2;
const run = pipe(double, (n: number) => n + 1, String);
console.log(run(20), double(4));
const handlers: Record<string, Function> = { greet: (who: string) => `hi ${who}` };
console.log(handlers.greet("Ada"));
