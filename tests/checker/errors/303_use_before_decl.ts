console.log("total is", total);
const items = [1, 2, 3];
const total = items.length;
