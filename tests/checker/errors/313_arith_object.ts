const point = { x: 1, y: 2 };
const half = point / 2;
console.log(half);
