const r = math.round(2.5);
console.log(r);
