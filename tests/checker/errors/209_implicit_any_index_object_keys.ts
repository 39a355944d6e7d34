const totals = { a: 1, b: 2 };
Object.keys(totals).forEach((k) => {
  console.log(totals[k]);
});
