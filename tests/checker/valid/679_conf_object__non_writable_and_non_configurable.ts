// Non-writable and non-configurable properties in strict mode, and redefinition rules.
const o: any = {};
Object.defineProperty(o, "ro", { value: 1, enumerable: true, configurable: true });
try { o.ro = 2; } catch (e) { console.log((e as Error).message); }
Object.defineProperty(o, "ro", { value: 3 });
console.log(o.ro, o);
Object.defineProperty(o, "locked", { value: 1, writable: true });
o.locked = 5;
console.log(o.locked);
try { delete o.locked; } catch (e) { console.log((e as Error).message); }
try { Object.defineProperty(o, "locked", { get() { return 1; } }); } catch (e) { console.log((e as Error).message); }
