let cached: string[] | undefined;
function getList(): string[] {
  cached ||= ["x", "y"];
  return cached;
}
console.log(getList().length);
