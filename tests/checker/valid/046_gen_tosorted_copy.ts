const nums = [5, 1, 4];
const sortedCopy = nums.toSorted((a, b) => a - b);
const reversed = nums.toReversed();
const replaced = nums.with(0, 99);
console.log(nums, sortedCopy, reversed, replaced);
