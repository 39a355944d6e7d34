// ReferenceErrors: undeclared variables, TDZ for let/const/class, assignment to undeclared in strict mode.
try { (undeclaredVariable as any); } catch (e) { console.log((e as Error).name, (e as Error).message); }
try { console.log(later); let later = 1; } catch (e) { console.log((e as Error).message); }
try { new K(); class K {} } catch (e) { console.log((e as Error).message); }
try { (globalThis as any).notThere.x; } catch (e) { console.log((e as Error).message); }
function f() { return typeof neverDeclared; }
console.log(f());
