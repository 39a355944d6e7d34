// freeze/isFrozen/seal/isSealed/preventExtensions: strict-mode assignments throw with node's messages.
const f = Object.freeze({ a: 1, nested: { b: 2 } });
try { (f as any).a = 2; } catch (e) { console.log((e as Error).message); }
try { (f as any).c = 3; } catch (e) { console.log((e as Error).message); }
try { delete (f as any).a; } catch (e) { console.log((e as Error).message); }
f.nested.b = 20;
console.log(f, Object.isFrozen(f), Object.isFrozen(f.nested), Object.isFrozen(1), Object.isFrozen({}), Object.isFrozen(Object.preventExtensions({})));
const s = Object.seal({ x: 1 });
s.x = 5;
try { (s as any).y = 1; } catch (e) { console.log((e as Error).message); }
console.log(s, Object.isSealed(s), Object.isExtensible(s), Object.isSealed(f));
const arr = Object.freeze([1, 2]);
try { (arr as any).push(3); } catch (e) { console.log((e as Error).message); }
try { (arr as any)[0] = 9; } catch (e) { console.log((e as Error).message); }
console.log(arr, Object.freeze(5), Object.isFrozen("str"));
