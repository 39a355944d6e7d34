const empty: [] = [];
console.log(empty[0]);
