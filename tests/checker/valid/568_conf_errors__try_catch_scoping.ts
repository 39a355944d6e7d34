// catch binding scope, optional catch binding, nested try in catch.
let outer = "outer";
try { throw new Error("e1"); } catch (outer) { console.log("shadowed:", (outer as Error).message); }
console.log(outer);
try { throw 1; } catch { console.log("no binding"); }
try { try { throw new Error("inner"); } catch (e) { throw new Error("from catch: " + (e as Error).message); } } catch (e) { console.log((e as Error).message); }
