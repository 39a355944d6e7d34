const text = "order-123";
const m = text.match(/\d+/);
const id = parseInt(m[0], 10);
console.log(id);
