// instanceof relations between error kinds, and Object.prototype.toString of errors.
const errs = [new Error(), new TypeError(), new RangeError(), new SyntaxError(), new ReferenceError(), new EvalError(), new URIError(), new AggregateError([])];
console.log(errs.map((e) => [e.name, e instanceof Error, e instanceof TypeError, Object.prototype.toString.call(e)].join(":")));
console.log(Object.getPrototypeOf(TypeError) === Error, Object.getPrototypeOf(TypeError.prototype) === Error.prototype, TypeError.prototype.name);
