const nums = [3, 1, 2];
nums.sort((a, b) => a > b);
console.log(nums);
