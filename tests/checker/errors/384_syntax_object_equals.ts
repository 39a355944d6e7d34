const cfg = {
  port = 8080,
  host: "x",
};
