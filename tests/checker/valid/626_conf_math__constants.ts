// Math constants printed in full.
console.log(Math.PI, Math.E, Math.LN2, Math.LN10, Math.LOG2E, Math.LOG10E, Math.SQRT2, Math.SQRT1_2);
console.log(Object.prototype.toString.call(Math), typeof Math, Object.keys(Math).length);
