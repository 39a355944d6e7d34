const age = "42";
if (age > 18) {
  console.log("adult");
}
