function greet(name: string) { return "hi " + name; }
greet.description = "says hi";
greet.version = 2;
const d: string = greet.description;
const v: number = greet.version;
console.log(greet("x"), d, v);
const handler = (x: number) => x * 2;
handler.meta = { tag: "double" };
console.log(handler.meta.tag, handler(2));
function outer() {
  function inner() { return 1; }
  inner.count = 0;
  inner.count++;
  return inner;
}
const i = outer();
console.log(i.count);
const tool = function (s: string) { return s.length; };
tool.label = "len";
console.log(tool.label.toUpperCase());
function validate(s: string) { return s.length > 0; }
validate.message = "must not be empty";
function useIt(v: { (s: string): boolean; message: string }) { return v.message; }
console.log(useIt(validate));
const cmd = (args: string[]) => args.join(" ");
cmd.help = "runs";
cmd.aliases = ["c", "r"];
const all: { help: string; aliases: string[] } = cmd;
console.log(all.help, cmd.aliases.length);
function counter() { return ++counter.calls; }
counter.calls = 0;
counter();
console.log(counter.calls.toFixed());
type Fn = typeof counter;
const c2: Fn = counter;
console.log(c2.calls);
function make() {
  const f = (x: number) => x + 1;
  f.inverse = (y: number) => y - 1;
  return f;
}
const made = make();
console.log(made.inverse(made(1)));
let lf = function () { return 1; };
console.log(lf());
function memo<T>(fn: (n: number) => T) {
  const cache = new Map<number, T>();
  function wrapped(n: number): T {
    const hit = cache.get(n);
    if (hit !== undefined) return hit;
    const v = fn(n);
    cache.set(n, v);
    wrapped.misses++;
    return v;
  }
  wrapped.misses = 0;
  wrapped.clear = () => cache.clear();
  return wrapped;
}
const sq = memo((n) => n * n);
sq(2); sq(2);
console.log(sq.misses, sq.clear());
async function fetchAll() { return [1, 2]; }
fetchAll.retries = 3;
const rs = await fetchAll();
console.log(rs.length + fetchAll.retries);
const handlers = {
  run() {
    const step = (x: string) => x.trim();
    step.id = "step";
    return step.id + step(" a ");
  },
};
console.log(handlers.run());
class Svc {
  make() {
    const cb = (v: number) => v;
    cb.tag = "t";
    cb.state = null as string | null;
    cb.state = "ok";
    return cb.tag + cb.state.length;
  }
}
console.log(new Svc().make());
function plugin() {}
plugin.options = { verbose: false, level: 1 };
plugin.options.level = 2;
plugin.options = { verbose: true, level: 3 };
console.log(plugin.options.verbose);
const list = [1, 2].map((x) => { const f = () => x; f.v = x; return f.v + f(); });
console.log(list);
function withDefaults() { return withDefaults.defaults; }
withDefaults.defaults = { a: 1 };
console.log(withDefaults().a);
type Cmd = { (a: string): void; desc: string };
const cm: Cmd = Object.assign((a: string) => console.log(a), { desc: "d" });
const c3 = (a: string) => console.log(a);
c3.desc = "x";
const cmds: Cmd[] = [cm, c3];
console.log(cmds.length);
