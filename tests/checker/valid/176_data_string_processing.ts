const title = "  The Quick  Brown Fox  ";
const slug = title.trim().toLowerCase().split(/\s+/).join("-");
const initials = title
  .trim()
  .split(/\s+/)
  .map((w) => w[0])
  .join("");
const padded = "7".padStart(3, "0");
console.log(slug, initials, padded, title.includes("Fox"), title.indexOf("Q"));
