// stringify calls getters, skips non-enumerable and prototype properties, uses class instance fields.
class P { x = 1; get computed() { return 2; } }
const o = { a: 1, get g() { return "got"; } };
Object.defineProperty(o, "hidden", { value: 1, enumerable: false });
console.log(JSON.stringify(new P()), JSON.stringify(o), JSON.stringify(Object.create({ inherited: 1 })), JSON.stringify([new P()]));
