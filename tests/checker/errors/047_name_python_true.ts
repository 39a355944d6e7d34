let done = True;
console.log(done);
