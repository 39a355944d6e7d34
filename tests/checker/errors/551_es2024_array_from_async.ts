const xs = await Array.fromAsync([Promise.resolve(1), 2]);
console.log(xs);
