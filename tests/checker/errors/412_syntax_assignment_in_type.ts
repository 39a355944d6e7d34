type Point = { x: number, y: number = 0 };
const p: Point = { x: 1, y: 2 };
console.log(p);
