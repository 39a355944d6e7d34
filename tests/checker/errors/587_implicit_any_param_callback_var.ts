const handler = function (event) {
  return event.type;
};
console.log(handler);
