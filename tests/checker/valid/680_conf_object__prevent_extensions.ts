// preventExtensions blocks new properties but allows changes and deletes.
const o: any = Object.preventExtensions({ a: 1 });
o.a = 2;
delete o.a;
try { o.b = 1; } catch (e) { console.log((e as Error).message); }
console.log(o, Object.isExtensible(o), Object.isSealed(o), Object.isFrozen(o));
const arr = Object.preventExtensions([1, 2]);
try { (arr as any).push(3); } catch (e) { console.log((e as Error).message); }
console.log(arr.pop(), arr);
