// thisArg in callbacks and arrow functions ignoring it.
const ctx = { mult: 3 };
console.log([1, 2].map(function (this: typeof ctx, x) { return x * this.mult; }, ctx));
console.log([1, 2].filter(function (this: any) { return this === ctx; }, ctx).length);
console.log([1].map(function (this: any) { return this; }));
