// Inspect of errors with causes: the [cause] property is shown after the header.
const root = new TypeError("root cause");
const mid = new Error("middle", { cause: root });
const top = new Error("top", { cause: mid });
console.log(top);
console.log(new Error("primitive cause", { cause: 42 }));
console.log({ e: new Error("with string cause", { cause: "why" }) });
