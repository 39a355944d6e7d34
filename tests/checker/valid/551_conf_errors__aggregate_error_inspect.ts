// AggregateError with errors list; inspect shows [errors]; message and name.
const agg = new AggregateError([new TypeError("t"), new RangeError("r")], "two failures");
console.log(agg.name, agg.message, agg.errors.map((e: Error) => e.name));
console.log(agg);
console.log(new AggregateError([]).message === "", Object.keys(agg));
