interface Profile {
  name: string;
  settings: { theme: string };
}
const p: Profile = { name: "a", settings: { theme: "dark", lang: "en" } };
