const items = ["a", "b", "c"];
const list = document.getElementById("out");
for (const it of items) {
  console.log(it, list);
}
