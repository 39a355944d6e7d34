// JSON.stringify, spread and Object.assign follow the same property order rules.
const o: any = { z: 1, 10: "a", y: 2, 1: "b" };
o.x = 3;
o[5] = "c";
console.log(JSON.stringify(o), Object.keys({ ...o }), Object.keys(Object.assign({}, o)), Object.values(o));
