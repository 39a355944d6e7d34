const makePoint = (x: number, y: number) => ({ x, y });
const p = new makePoint(1, 2);
console.log(p.x);
