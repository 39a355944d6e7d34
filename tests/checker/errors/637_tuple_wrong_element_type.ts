function entry(): [string, number] {
  return ["count", "3"];
}
console.log(entry());
