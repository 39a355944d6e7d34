type Point = [number, number];
const origin: Point = [0, 0];
const corner: Point = [1, 2, 3];
console.log(origin, corner);
