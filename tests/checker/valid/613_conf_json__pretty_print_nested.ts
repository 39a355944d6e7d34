// Pretty printing with nested arrays of objects and tab indentation.
const data = { users: [{ id: 1, tags: ["a", "b"], meta: {} }, { id: 2, tags: [], meta: { admin: true } }], total: 2 };
console.log(JSON.stringify(data, null, "\t"));
console.log(JSON.stringify(data, ["users", "id"], 2));
