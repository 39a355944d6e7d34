const cfg = {
  host: "localhost";
  port: 8080;
};
console.log(cfg);
