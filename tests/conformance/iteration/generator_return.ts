// return(v) unwinds a generator through its finally blocks (catch blocks are skipped); a finally may yield, return or throw.
function* g() { try { yield 1; yield 2; } catch (e) { console.log("catch must not run", e); } finally { console.log("finally runs"); } }
const a = g(); console.log(a.next(), a.return(9), a.next());
function* h() { try { yield 1; } finally { yield "from finally"; console.log("after"); } }
const b = h(); console.log(b.next(), b.return(5), b.next(), b.next());
function* k() { try { yield 1; } finally { return "overridden"; } }
const c = k(); console.log(c.next(), c.return(5));
function* m() { try { yield 1; } finally { throw new Error("from finally"); } }
const d = m(); d.next(); try { d.return(1); } catch (e) { console.log((e as Error).message, d.next()); }
const e = g(); console.log(e.return(3), e.next());
function* nested() { try { try { yield 1; } finally { console.log("inner"); } } finally { console.log("outer"); } }
const f = nested(); f.next(); console.log(f.return("r"));
