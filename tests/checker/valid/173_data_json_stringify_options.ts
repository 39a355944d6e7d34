const obj = { name: "x", nested: { list: [1, 2], secret: "s" } };
const pretty = JSON.stringify(obj, null, 2);
const filtered = JSON.stringify(obj, (key, value) => (key === "secret" ? undefined : value));
console.log(pretty.split("\n").length, filtered);
