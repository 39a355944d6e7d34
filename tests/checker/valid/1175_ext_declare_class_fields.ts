// The fields of an ambient `declare class` have no initializers by nature: no TS2564
// (strictPropertyInitialization applies to classes with an implementation).
declare class Greeter {
  constructor(greeting: string);
  greeting: string;
  count: number;
  showGreeting(): void;
}
function describe(g: Greeter): string {
  return `${g.greeting} x${g.count}`;
}
console.log(typeof describe);
