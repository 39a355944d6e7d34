const Shapes = { circle: (r: number) => ({ r }) };
const c = new Shapes();
console.log(c);
