async function* pages() {
  yield [1, 2];
}
for (const p of pages()) console.log(p);
