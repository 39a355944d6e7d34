// Assignment to const is a TypeError; frozen/readonly property writes in strict mode.
const c = 1;
try { (c as any) = 2; } catch (e) { console.log((e as Error).name, (e as Error).message); }
for (const x of [1]) { try { (x as any)++; } catch (e) { console.log((e as Error).message); } }
const o = Object.freeze({ p: 1 });
try { (o as any).p = 2; } catch (e) { console.log((e as Error).message); }
try { (o as any).q = 2; } catch (e) { console.log((e as Error).message); }
const arr = Object.freeze([1]);
try { (arr as any).length = 0; } catch (e) { console.log((e as Error).message); }
