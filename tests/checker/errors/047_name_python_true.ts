let done = False;
const tasks = ["a", "b"];
for (const t of tasks) {
  console.log("processing", t);
}
done = true;
console.log(done);
