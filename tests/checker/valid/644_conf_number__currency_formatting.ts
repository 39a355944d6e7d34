// Formatting money with toFixed and manual grouping.
const fmt = (n: number) => { const [i, f] = Math.abs(n).toFixed(2).split("."); return (n < 0 ? "-" : "") + i.replace(/\B(?=(\d{3})+$)/g, ",") + "." + f; };
console.log([0, 1, 12.5, 1234.567, -9876543.21, 1e9, 0.005, 0.015].map(fmt));
