const settings = {
  theme: "dark",
  size: 12,
  theme: "light",
};
