const point = { x: 1; y: 2 };
const dist = Math.hypot(point.x, point.y);
console.log(dist);
