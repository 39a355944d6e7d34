const inputsText = ["42", "3.14", "abc", "", "1e3"];
const parsed = inputsText.map((s) => {
  const n = Number(s);
  return Number.isFinite(n) && s.trim() !== "" ? n : null;
});
const ints = inputsText.map((s) => Number.parseInt(s, 10)).filter((n) => !Number.isNaN(n));
console.log(parsed, ints, parseFloat("2.5kg"));
