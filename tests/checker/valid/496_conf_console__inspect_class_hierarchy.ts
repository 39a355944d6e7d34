// Inspect prefixes with the constructor name, including subclasses of Array, Map and Error.
class MyArr extends Array<number> {}
class MyMap extends Map<string, number> {}
class MySet extends Set<number> {}
const a = new MyArr(); a.push(1, 2);
console.log(a, new MyMap([["k", 1]]), new MySet([1]), new MyArr());
class Obj { x = 1; }
class SubObj extends Obj { y = 2; }
console.log(new SubObj(), [new SubObj()], { s: new SubObj() });
