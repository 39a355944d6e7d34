const limit = 10;
if (limit > ) {
  console.log("big");
}
