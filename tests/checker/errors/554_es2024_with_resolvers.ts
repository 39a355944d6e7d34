const { promise, resolve } = Promise.withResolvers<number>();
resolve(1);
console.log(await promise);
