interface Point { x: number; y: number }
const p: Point = { x: 1, y: 2 };
const q: Point = { ...p, z: 3 };
console.log(q);
