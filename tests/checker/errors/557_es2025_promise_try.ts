const p = await Promise.try(() => 42);
console.log(p);
