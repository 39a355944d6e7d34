const items = ["a", "b"];
const html = `<ul>${items.map((i) => `<li>${i.toUpperCase()}</li>`).join("")}</ul>`;
console.log(html);
