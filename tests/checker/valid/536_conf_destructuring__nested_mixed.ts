// Deeply nested mixed array/object patterns.
const data = { users: [{ name: "a", roles: ["admin", "dev"], meta: { age: 30 } }, { name: "b", roles: [] }] };
const { users: [{ name: n1, roles: [r1, ...rs], meta: { age } }, { name: n2, roles: [r2 = "guest"], meta: { age: age2 = 0 } = {} }] } = data as any;
console.log(n1, r1, rs, age, n2, r2, age2);
const [[a, [b, [c]]]] = [[1, [2, [3]]]];
console.log(a + b + c);
