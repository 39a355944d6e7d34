// implements clauses, method overloads and optional methods are erased.
interface Greeter { greet(name: string): string; bye?(): string }
class En implements Greeter { greet(n: string) { return `Hello ${n}`; } }
class Fr implements Greeter { greet(n: string) { return `Bonjour ${n}`; } bye() { return "Au revoir"; } }
const gs: Greeter[] = [new En(), new Fr()];
console.log(gs.map((g) => g.greet("Ann")), gs.map((g) => g.bye?.() ?? "(none)"));
class Calc { add(a: number, b: number): number; add(a: string, b: string): string; add(a: any, b: any) { return a + b; } }
console.log(new Calc().add(1, 2), new Calc().add("a", "b"));
