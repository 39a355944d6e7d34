// cause option, own properties of errors, message property descriptors.
const e = new Error("outer", { cause: "why" });
console.log(e.cause, Object.hasOwn(e, "cause"), Object.hasOwn(new Error("x"), "cause"), Object.hasOwn(new Error("x", {}), "cause"));
console.log(new Error("x", { cause: undefined }).cause, Object.hasOwn(new Error("x", { cause: undefined }), "cause"));
const d = Object.getOwnPropertyDescriptor(e, "message")!;
console.log(d.enumerable, d.writable, d.configurable, Object.getOwnPropertyNames(new Error("m")).filter((k) => k !== "stack"));
console.log(Object.hasOwn(new Error(), "message"), Error.prototype.name, Error.prototype.message === "", TypeError.prototype.name);
