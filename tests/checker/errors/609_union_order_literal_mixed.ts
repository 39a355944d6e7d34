function pick(flag: boolean) {
  return flag ? 1 : "one";
}
const v: boolean = pick(true);
console.log(v);
