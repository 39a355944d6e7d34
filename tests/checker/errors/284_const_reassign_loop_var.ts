const names = ["a", "b"];
for (const i = 0; i < names.length; i++) {
  console.log(names[i]);
}
