// try/catch/finally control flow: return overriding, break in finally, nested rethrow.
function a() { try { return "try"; } finally { console.log("a finally"); } }
function b(): string { try { throw new Error("x"); } catch { return "catch"; } finally { console.log("b finally"); } }
function c() { try { return "try"; } finally { return "finally"; } }
function d() { for (const i of [1, 2, 3]) { try { if (i === 2) break; } finally { console.log("d", i); } } return "done"; }
function e() { try { try { throw new Error("inner"); } finally { console.log("inner finally"); } } catch (x) { return (x as Error).message; } }
console.log(a(), b(), c(), d(), e());
