function make() {
  return new.target !== undefined;
}
if (new.target) console.log("module");
console.log(make());
