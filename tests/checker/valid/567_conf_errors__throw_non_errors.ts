// Throwing non-Error values: they are caught as-is; finally ordering; rethrow.
for (const v of [42, "str", null, undefined, { code: 1 }, [1, 2]]) {
  try { throw v; } catch (e) { console.log(typeof e, e); }
}
function f() { try { throw new Error("inner"); } catch (e) { throw new TypeError("wrapped", { cause: e }); } finally { console.log("finally"); } }
try { f(); } catch (e) { console.log((e as Error).message, ((e as Error).cause as Error).message); }
