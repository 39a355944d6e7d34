// Calling Map/Set without new, methods on wrong receivers, and non-iterable constructors.
try { (Map as any)(); } catch (e) { console.log((e as Error).message); }
try { (Set as any)(); } catch (e) { console.log((e as Error).message); }
try { new Set(5 as any); } catch (e) { console.log((e as Error).message); }
try { Map.prototype.get.call({}, 1); } catch (e) { console.log((e as Error).message); }
console.log(new Map(null), new Set(undefined), new Map([]).size);
