enum Color { Red = "RED", Green = "GREEN" }
const c: Color = "RED";
console.log(c);
