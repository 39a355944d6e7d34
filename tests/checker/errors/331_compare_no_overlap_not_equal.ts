const code: number = 200;
if (code !== "200") {
  console.log("mismatch");
}
