const defaults = { theme: "light", size: 10 };
const final = { theme: "dark", ...defaults };
