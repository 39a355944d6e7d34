const stats = {};
stats.count = 1;
console.log(stats);
