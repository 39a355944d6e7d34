const totals = { food: 10, rent: 500 };
for (const k of Object.keys(totals)) {
  console.log(totals[k]);
}
