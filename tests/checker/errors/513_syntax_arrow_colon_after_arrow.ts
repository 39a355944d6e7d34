const twice = (x: number) => : number { return x * 2; };
console.log(twice(2));
