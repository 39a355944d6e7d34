const squares = Array.from({ length: 5 }, (_, i) => i * i);
const chars = Array.from("hello");
console.log(squares, chars);
