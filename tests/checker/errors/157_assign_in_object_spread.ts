interface Settings {
  theme: string;
  fontSize: number;
}
const base: Settings = { theme: "dark", fontSize: 12 };
const next: Settings = { ...base, fontSize: "14px" };
