// Circular structures throw TypeError; toJSON throwing propagates.
const o: any = { name: "root", child: { list: [] } };
o.child.list.push(o);
try { JSON.stringify(o); } catch (e) { console.log((e as Error).name); console.log((e as Error).message); }
const a: any[] = [];
a.push(a);
try { JSON.stringify(a); } catch (e) { console.log((e as Error).message); }
try { JSON.stringify({ toJSON() { throw new RangeError("nope"); } }); } catch (e) { console.log((e as Error).name, (e as Error).message); }
const shared = { s: 1 };
console.log(JSON.stringify([shared, shared, { shared }]));
