// Math.sign/abs/trunc/round with -0 and coercions; printing -0 in arrays.
console.log([Math.sign(-0), Math.sign(0), Math.sign(-3), Math.sign("5" as any), Math.sign("x" as any)], Math.abs(-0), [Math.abs(-0)], [Math.trunc(-0.9)], [Math.round(-0.4)], [Math.ceil(-0.5)], [Math.floor(-0)]);
