interface Settings { theme: string }
interface Settings { fontSize: number }
const s: Settings = { theme: "dark", fontSize: 12 };
console.log(s.theme, s.fontSize + 1);
