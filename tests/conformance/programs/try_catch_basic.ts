// throw and catch: Error objects, other thrown values, rethrow, nesting, optional binding.
try {
  throw new Error("plain error");
} catch (e: any) {
  console.log(e.name, e.message, e instanceof Error);
}
try {
  throw new TypeError("wrong type");
} catch (e: any) {
  console.log(e.name, e.message, e instanceof TypeError, e instanceof Error, e instanceof RangeError);
}
try {
  throw new RangeError("out of range");
} catch (e: any) {
  console.log(String(e), `${e}`);
}
for (const value of ["a string", 42, null, undefined, { code: 7 }, [1, 2]]) {
  try {
    throw value;
  } catch (caught) {
    console.log("caught", typeof caught, caught);
  }
}
function risky(n: number) {
  if (n > 2) throw new Error("too big: " + n);
  return n * 2;
}
for (let i = 1; i <= 4; i++) {
  try {
    console.log("ok", risky(i));
  } catch (e: any) {
    console.log("failed", e.message);
  }
}
try {
  try {
    throw new Error("inner");
  } catch (e: any) {
    console.log("handling", e.message);
    throw new Error("outer from " + e.message);
  }
} catch (e: any) {
  console.log("outer caught", e.message);
}
try {
  try {
    throw new TypeError("rethrown");
  } catch (e) {
    throw e;
  }
} catch (e: any) {
  console.log(e.name, e.message);
}
try {
  throw new Error("ignored");
} catch {
  console.log("caught without binding");
}
const e1 = new Error("with props") as any;
e1.code = "E_CODE";
e1.status = 404;
try {
  throw e1;
} catch (e: any) {
  console.log(e.code, e.status, e.message);
}
let e2: any = "before";
try {
  e2 = "in try";
} catch {
  e2 = "in catch";
}
console.log(e2);
const parse = (s: string) => {
  const n = parseInt(s);
  if (n !== n) throw new SyntaxError("not a number: " + JSON.stringify(s));
  return n;
};
for (const s of ["12", "x"]) {
  try {
    console.log(parse(s));
  } catch (e: any) {
    console.log(e.name, e.message);
  }
}
