function pick(flag: boolean) {
  return flag ? "on" : "off";
}
const mode: "on" | "off" = pick(true);
console.log(mode);
