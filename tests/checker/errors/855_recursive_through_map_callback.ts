type Tree = { name: string; kids: Tree[] };
function label(t: Tree) {
  return t.kids.map((c) => label(c).length);
}
function render(t: Tree) {
  return t.name + "(" + t.kids.map((c) => render(c)).join(",") + ")";
}
function flatten(t: Tree) {
  return [t.name].concat(t.kids.flatMap((k) => flatten(k)));
}
function both(t: Tree) {
  return t.kids.map((c) => both(c)).concat(t.kids.map(function (d) { return both(d); }));
}
class Printer {
  show(t: Tree) {
    if (!t.kids.length) return [t.name];
    return [t.name, ...t.kids.map((c) => { return this.show(c); })];
  }
}
console.log(label, render, flatten, both, Printer);
