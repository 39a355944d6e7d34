// Empty containers, sparse arrays with many holes, arrays with extra properties.
console.log({}, [], [[]], [{}], { a: {} }, { a: [] }, new Array(3), [1, , , , 5], [, , 1, , ]);
const arr: any = [1, 2];
arr.extra = "x";
arr["-1"] = "neg";
console.log(arr, Object.assign([], { length: 0, k: 1 }));
