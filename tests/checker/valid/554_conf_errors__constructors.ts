// Every error constructor: name, message, instanceof, toString, called without new.
const ctors = [Error, TypeError, RangeError, ReferenceError, SyntaxError, EvalError, URIError];
for (const C of ctors) {
  const e = new C("msg");
  const f = (C as any)("called");
  console.log(e.name, e.message, String(e), e instanceof Error, e instanceof C, f instanceof C, f.message, Object.keys(e));
}
const agg = new AggregateError([new Error("a"), 1], "many");
console.log(agg.name, agg.message, agg.errors.length, agg instanceof Error, String(agg));
console.log(String(new Error()), new Error().message === "", String(new Error(undefined)), String(new Error(null as any)), new Error(42 as any).message);
