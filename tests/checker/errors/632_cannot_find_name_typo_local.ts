const userCount = 3;
console.log(usercount + 1);
