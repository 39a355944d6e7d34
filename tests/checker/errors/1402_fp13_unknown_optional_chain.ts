// Without `?.` an unknown has no members (TS18046); with it, only Object's.
function keyOf(value: unknown) {
  console.log(value.valueOf());
  console.log(value?.size);
  console.log(value?.["size"]);
}
keyOf(1);
