function listOf<T = string>(...items: T[]): T[] {
  return items;
}
const nums = listOf(1, 2);
const strs = listOf<string>();
console.log(nums.length + strs.length);
