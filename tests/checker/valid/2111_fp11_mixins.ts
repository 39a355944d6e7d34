function Timestamped<T extends new (...args: any[]) => {}>(Base: T) {
  return class extends Base { timestamp = Date.now(); };
}
class User { constructor(public name: string) {} }
const TU = Timestamped(User);
const u = new TU("a");
console.log(u.name, u.timestamp);
type Ctor<T = {}> = new (...args: any[]) => T;
function Tagged<B extends Ctor>(Base: B) {
  return class Tagged extends Base { tags: string[] = []; tag(t: string) { this.tags.push(t); return this; } };
}
const TT = Tagged(Timestamped(User));
const t = new TT("b").tag("x");
console.log(t.tags, t.timestamp, t.name);
