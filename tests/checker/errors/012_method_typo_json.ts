const data = { a: 1, b: [1, 2, 3] };
const text = JSON.stringfy(data);
console.log(text);
