const ids: readonly number[] = [1, 2, 3];
ids.push(4);
console.log(ids);
