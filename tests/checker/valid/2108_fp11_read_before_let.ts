const handlers = { go: () => state.count };
let state = { count: 0 };
console.log(handlers.go());
let total: number;
function addUp(n: number) { total += n; return total; }
total = 0;
addUp(2);
let cache: Map<string, number>;
function init() { cache = new Map(); }
function get(k: string) { return cache.get(k); }
init();
console.log(get("a"));
class Svc { run() { return config.debug; } }
const config = { debug: false };
console.log(new Svc().run());
function outer() {
  const show = () => label.toUpperCase();
  let label = "x";
  label += "y";
  return show();
}
console.log(outer());
function evolve() {
  const acc = [];
  acc.push(1);
  const last = () => 5;
  acc.push(last());
  return acc;
}
console.log(evolve());
function later() {
  let items = [];
  items = [1, 2];
  const add = (n: number) => items.push(n);
  add(3);
  return items;
}
console.log(later());
let counter = 0;
const inc = () => { counter++; };
inc();
let ready: boolean | undefined;
setTimeout(() => { ready = true; }, 0);
function check() { if (ready) console.log("ready"); }
check();
async function main() {
  const results = [];
  for (const x of [1, 2]) results.push(await Promise.resolve(x));
  return results;
}
console.log(await main());
