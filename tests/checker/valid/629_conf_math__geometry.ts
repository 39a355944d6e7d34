// Geometry helpers: distances, angles in degrees, areas (results rounded).
const dist = (x1: number, y1: number, x2: number, y2: number) => Math.hypot(x2 - x1, y2 - y1);
const deg = (rad: number) => (rad * 180) / Math.PI;
console.log(dist(0, 0, 3, 4), dist(1, 1, 4, 5), deg(Math.atan2(1, 1)).toFixed(6), deg(Math.acos(0.5)).toFixed(6), (Math.PI * 2 ** 2).toFixed(4));
console.log([0, 30, 45, 60, 90].map((d) => Math.sin((d * Math.PI) / 180).toFixed(4)));
