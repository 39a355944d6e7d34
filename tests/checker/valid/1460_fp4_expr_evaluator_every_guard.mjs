class EvalError extends Error {
    expr;
    constructor(message, expr) {
        super(message);
        this.expr = expr;
        this.name = "EvalError";
    }
}
function evaluate(e, ctx) {
    if (ctx.depth > 50)
        throw new EvalError("too deep", e);
    const sub = (x) => evaluate(x, { ...ctx, depth: ctx.depth + 1 });
    switch (e.op) {
        case "lit": return e.value;
        case "var": {
            if (!(e.name in ctx.vars))
                throw new EvalError(`unbound ${e.name}`, e);
            return ctx.vars[e.name];
        }
        case "get": {
            const o = sub(e.obj);
            if (o === null || typeof o !== "object" || Array.isArray(o))
                throw new EvalError(`not an object`, e);
            return o[e.key] ?? null;
        }
        case "add":
        case "mul": {
            const vals = e.args.map(sub);
            if (!vals.every((v) => typeof v === "number"))
                throw new EvalError(`${e.op} needs numbers`, e);
            return e.op === "add" ? vals.reduce((a, b) => a + b, 0) : vals.reduce((a, b) => a * b, 1);
        }
        case "if": return sub(e.cond) ? sub(e.then) : sub(e.else);
        case "eq": return JSON.stringify(sub(e.a)) === JSON.stringify(sub(e.b));
        case "list": return e.items.map(sub);
    }
}
const ctx = { vars: { user: { name: "ann", age: 41, tags: ["a"] }, rate: 1.5 }, depth: 0 };
const programs = [
    { op: "add", args: [{ op: "lit", value: 1 }, { op: "get", obj: { op: "var", name: "user" }, key: "age" }] },
    { op: "if", cond: { op: "eq", a: { op: "get", obj: { op: "var", name: "user" }, key: "name" }, b: { op: "lit", value: "ann" } }, then: { op: "lit", value: "hi ann" }, else: { op: "lit", value: "who?" } },
    { op: "mul", args: [{ op: "var", name: "rate" }, { op: "lit", value: "x" }] },
    { op: "list", items: [{ op: "var", name: "rate" }, { op: "get", obj: { op: "var", name: "user" }, key: "missing" }] },
    { op: "var", name: "nope" },
];
for (const p of programs) {
    try {
        console.log("=>", JSON.stringify(evaluate(p, ctx)));
    }
    catch (err) {
        if (err instanceof EvalError)
            console.log(`${err.name}: ${err.message} (at ${err.expr.op})`);
        else
            throw err;
    }
}
